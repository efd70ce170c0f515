import { ApiError } from '../../src/api/http-client';

/** Where the problem types of the mock backend live (`${PROBLEM}/validation`, …). */
export const PROBLEM = 'https://eigo.example/problems';

/** The ApiError a call fails with; the test fails when the call succeeds or fails otherwise. */
export async function apiError(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
