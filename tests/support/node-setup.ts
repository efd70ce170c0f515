import { configureHttpClient } from '../../src/api/http-client';

// Node tests call the generated client against the msw handlers at this origin.
configureHttpClient({ baseUrl: 'http://localhost/api/v1', validateResponses: true });
