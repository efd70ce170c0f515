// A catalogue maps message ids (`<area>.<component>.<key>`, or the spec's own keys such as
// `nav.home`) to ICU message text. One file per area per language, merged by `<lang>/index.ts`.
export type Catalogue = Readonly<Record<string, string>>;
