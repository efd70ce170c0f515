import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

// jsdom's Blob, File and FormData are not Node's: Node's fetch would send a jsdom Blob as
// "[object Blob]", and the mock backend's validators (zod instanceof Blob, made when their module
// loads) would refuse what Node's fetch hands them. The UI tests use Node's, as a browser has one
// kind of each. Imported first by ui-setup.ts, before any module takes the globals.

/** Node's FormData, as Node's fetch makes it (jsdom has put its own on the global). */
export const NativeFormData = (
  await new Response('', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData()
).constructor as typeof FormData;

const JsdomFormData = globalThis.FormData;

/** Node's FormData that can also be made from a form, as React does on a form submit. */
class FormDataOfForms extends NativeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const [name, value] of new JsdomFormData(form, submitter).entries()) {
      if (typeof value === 'string') this.append(name, value);
    }
  }
}

const nativeClasses = { Blob: NodeBlob, File: NodeFile, FormData: FormDataOfForms };
for (const name of ['Blob', 'File', 'FormData'] as const) {
  Object.defineProperty(globalThis, name, {
    value: nativeClasses[name],
    writable: true,
    configurable: true,
  });
}
