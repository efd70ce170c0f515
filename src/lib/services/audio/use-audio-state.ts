import { useSyncExternalStore } from 'react';
import { audioService, type AudioService, type AudioState } from './audio-service';

/** What the audio service plays (its url) and whether the last sound failed. */
export function useAudioState(service: AudioService = audioService): AudioState {
  return useSyncExternalStore(service.subscribe, service.getState, service.getState);
}
