/** The answer did not match the contract (only checked in development and tests). */
export class ContractDriftError extends Error {
  constructor(
    operation: string,
    readonly issues: unknown,
  ) {
    super(
      `Response of ${operation} does not match the contract: ${JSON.stringify(issues).slice(0, 2000)}`,
    );
    this.name = 'ContractDriftError';
  }
}
