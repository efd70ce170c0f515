// The package names a types file it does not ship (lib/api-types.d.ts): the part this
// repository uses, from its README and dist/cli.js.
declare module '@pactflow/swagger-mock-validator' {
  export type ValidationFinding = {
    code: string;
    message: string;
    source: string;
    type: 'error' | 'warning';
    mockDetails?: { interactionDescription?: string; interactionState?: string; location?: string };
    specDetails?: { location?: string; pathMethod?: string | null; pathName?: string | null };
  };
  export type ValidationOutcome = {
    success: boolean;
    errors: ValidationFinding[];
    warnings: ValidationFinding[];
    failureReason?: string;
  };
  export const SwaggerMockValidatorFactory: {
    create(auth?: string): {
      validate(options: {
        specPathOrUrl: string;
        mockPathOrUrl: string;
        providerName?: string;
        tag?: string;
        additionalPropertiesInResponse?: string;
        requiredPropertiesInResponse?: string;
      }): Promise<ValidationOutcome>;
    };
  };
}
