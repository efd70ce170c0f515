import { config } from 'zod';

// Imported first by ./browser.ts, before any handler builds its schemas: zod's object schemas
// probe for eval (`new Function`) as they are built, and the app's Content-Security-Policy
// allows none, so the refused probe would be reported as a violation. Without the probe zod
// parses the same, only without its compiled fast path.
config({ jitless: true });
