import { config } from 'zod';

// zod's object schemas probe for eval (`new Function`) as they are built unless told not to, and
// the app's Content-Security-Policy allows none: the refused probe would be reported as a
// violation. Awaited on its own before a module that builds schemas in the page is imported
// (src/features/exercises/player/deferred-run-end.ts before ./stored-result.ts): that module's static
// imports, and the chunks it shares with others, run before its own code, so a `config` call at
// its top would come after the schemas. Without the probe zod parses the same, only without its
// compiled fast path. The in-browser mock has its own (mock-server/zod-jitless.ts): the app may
// import none of the mock, and the mock none of the app's services.
config({ jitless: true });
