import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../i18n/en/exercises';
import ja from '../../../../i18n/ja/exercises';
import { RunBar } from './run-bar';

describe.each([
  ['ja', ja, 'エクササイズを終了', '音声の設定'],
  ['en', en, 'Exit the exercise', 'Audio settings'],
] as const)('the run bar (%s)', (locale, messages, exit, settings) => {
  it('draws its exit and settings icons instead of text glyphs (× ⚙)', () => {
    render(
      <IntlProvider locale={locale} messages={messages}>
        <RunBar
          progress={null}
          title="Colours"
          hints={false}
          onHintsChange={vi.fn()}
          onExit={vi.fn()}
          settings={null}
        />
      </IntlProvider>,
    );
    const exitButton = screen.getByRole('button', { name: exit });
    const settingsButton = screen.getByRole('button', { name: settings });
    // eslint-disable-next-line testing-library/no-node-access -- the icon is an aria-hidden SVG glyph: no role or name to query
    expect(exitButton.querySelector('svg.glyph-icon--close')).not.toBeNull();
    // eslint-disable-next-line testing-library/no-node-access -- the icon is an aria-hidden SVG glyph: no role or name to query
    expect(settingsButton.querySelector('svg.glyph-icon--gear')).not.toBeNull();
    expect(exitButton).toHaveTextContent(/^$/);
    expect(settingsButton).toHaveTextContent(new RegExp(`^${settings}$`));
  });
});
