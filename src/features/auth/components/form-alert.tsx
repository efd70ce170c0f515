import type { ReactNode } from 'react';

/**
 * The message of a whole form (wrong credentials, an expired link). The live region is always in
 * the page, so a message filled in later is announced; an empty one takes no space.
 */
export function FormAlert({ message }: { message: ReactNode }) {
  return (
    <div className="form-alert" role="alert">
      {message}
    </div>
  );
}
