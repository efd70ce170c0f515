import { rmSync } from 'node:fs';
import { CONSUMER_OUTPUT_DIR } from '../../support/pact-config';

/** Global setup of the consumer run: pact merges into an existing file, so start from none. */
export default function cleanConsumerOutput(): void {
  rmSync(CONSUMER_OUTPUT_DIR, { recursive: true, force: true });
}
