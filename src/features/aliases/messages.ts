import { defineMessage, defineMessages } from 'react-intl';

// Texts live in the catalogues (src/i18n/<lang>/aliases.ts).
export const aliasSwitchMessages = {
  ...defineMessages({
    title: { id: 'aliases.switch.title' },
    legend: { id: 'aliases.switch.legend' },
    current: { id: 'aliases.switch.current' },
    confirm: { id: 'aliases.switch.confirm' },
    cancel: { id: 'aliases.switch.cancel' },
    close: { id: 'aliases.switch.close' },
    lockedInClass: { id: 'aliases.switch.lockedInClass' },
  }),
  button: defineMessage<{ orgName: string }>({ id: 'aliases.switch.button' }),
  option: defineMessage<{ orgName: string; aliasName: string }>({ id: 'aliases.switch.option' }),
  switched: defineMessage<{ orgName: string }>({ id: 'aliases.switch.switched' }),
};
