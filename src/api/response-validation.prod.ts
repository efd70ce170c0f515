// What production builds get instead of ./response-validation (see vite.config.ts): responses are
// not validated there, so neither zod nor the generated validators are shipped.
export function validateResponse(): void {}
