import { http } from 'msw';
import { json } from '../runtime/bodies';
import { SetUpProviderStateBody } from '../../src/api/generated/zod/mock/mock.zod';
import { badRequest } from '../runtime/problem';
import { parseJsonBody } from '../runtime/parse';
import { api, controlRoute } from '../runtime/route';
import { isProviderState, setUpProviderState } from '../seed/provider-states';

// The state-setup URL of pact verification (pact/README.md): {state, params, action} in, the
// provider values out. Teardown has nothing to undo: the next setup resets the store.
export const providerStateControlHandlers = [
  http.post(
    api('/__mock/provider-state'),
    controlRoute(async ({ request }) => {
      const body = await parseJsonBody(request, SetUpProviderStateBody);
      if (body.action === 'teardown') return json({});
      if (!isProviderState(body.state)) {
        throw badRequest({ state: [`Unknown provider state: ${body.state}`] });
      }
      return json(await setUpProviderState(body.state, body.params ?? {}));
    }),
  ),
];
