/** firstSteps → first-steps (file names of the content's images and recordings). */
export const kebabCase = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
