// The OpenAPI contract as the bi-directional contract check reads it (PactFlow's
// swagger-mock-validator, `../check-against-contract.ts`). Two things differ from the bundled
// contract, both limits of the validator, not of the contract:
//
// - The validator matches a request's path against `paths` only; OpenAPI 3's `servers` (our
//   `/api/v1`) is not part of the match (pactflow/swagger-mock-validator#28). The servers' base
//   path is put in front of every path, and the server becomes the host's root.
// - Its JSON Schema validator (ajv, with its OpenAPI discriminator support) refuses our
//   `discriminator` (first its `mapping`, then, with the mapping gone, the branches as it resolves
//   them). In OpenAPI the discriminator is a hint: the `oneOf` decides what is valid, and every
//   branch names its `type` with a `const`, so exactly one branch matches. The discriminator is
//   dropped; the `oneOf` is checked as it is.
//
// A backend team publishing its contract to PactFlow publishes this form too
// (`build/pact/provider-contract.json`, see pact/README.md).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function providerContract(bundled: unknown): Record<string, Json> {
  const contract = structuredClone(bundled) as Record<string, Json>;
  const servers = (contract.servers ?? []) as { url?: string }[];
  const base = servers[0]?.url ?? '';
  if (!base.startsWith('/') && base !== '')
    throw new Error(`provider contract: expected a relative server url, got ${base}`);
  const basePath = base.replace(/\/$/, '');
  const paths = (contract.paths ?? {}) as Record<string, Json>;
  contract.paths = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [`${basePath}${path}`, item]),
  );
  contract.servers = [{ url: '/', description: 'The backend; every path names its base path' }];
  dropDiscriminators(contract);
  return contract;
}

function dropDiscriminators(node: Json): void {
  if (Array.isArray(node)) {
    node.forEach(dropDiscriminators);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  delete node.discriminator;
  Object.values(node).forEach(dropDiscriminators);
}
