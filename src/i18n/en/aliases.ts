import type { Catalogue } from '../catalogue';

const aliases: Catalogue = {
  'aliases.switch.button': 'Organisation: {orgName}',
  'aliases.switch.title': 'Switch organisation',
  'aliases.switch.legend': 'Choose the organisation to use',
  'aliases.switch.option': '{orgName} ({aliasName})',
  'aliases.switch.current': 'current',
  'aliases.switch.confirm': 'Switch',
  'aliases.switch.cancel': 'Cancel',
  'aliases.switch.close': 'Close',
  'aliases.switch.lockedInClass':
    "You can't switch organisation during a class. You can switch again once the class is over.",
  'aliases.switch.switched': 'Switched to {orgName}',
};

export default aliases;
