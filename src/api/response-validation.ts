import { responseValidators } from './generated/response-validators';
import { ContractDriftError } from './contract-drift-error';

/** Checks a successful answer against the contract's zod schema for its operation. */
export function validateResponse(method: string, url: string, status: number, body: unknown): void {
  const path = url.split('?')[0] ?? url;
  const entry = responseValidators.find((v) => v.method === method && v.pattern.test(path));
  if (!entry || !entry.schema || status === 204) return;
  const result = entry.schema.safeParse(body);
  if (!result.success) throw new ContractDriftError(entry.operationId, result.error.issues);
}
