/** One of the user's organisation accounts, as the alias switch shows it. */
export type AliasOption = { uuid: string; name: string; orgName: string };
