import { createContext, useContext } from 'react';
import type { Language } from '../lib/services/storage';

export type LanguageState = {
  language: Language;
  /** Switches the screen language (remembered in storage). */
  setLanguage: (language: Language) => void;
};

export const LanguageContext = createContext<LanguageState | null>(null);

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage must be used inside LanguageProvider');
  return state;
}
