// The share link of a course or an assignment (spec 7, "Other"): one URL on the shared-link
// service that carries the web link, encoded, and the native app's ids. The service opens the
// native app where it is installed and the web link everywhere else. The query names are those
// of Firebase Dynamic Links' long links, which the services that replaced it read too.

export type NativeApp = {
  /** The Android app's package name, which is also its Google Play id. */
  androidPackageId: string;
  /** The iOS app's bundle id, which opens it. */
  iosBundleId: string;
  /** The iOS app's App Store id. */
  appStoreId: string;
};

export function shareLink(args: { host: string; webLink: string; app: NativeApp }): string {
  const { host, webLink, app } = args;
  const url = new URL(host);
  url.search = new URLSearchParams({
    link: webLink,
    apn: app.androidPackageId,
    ibi: app.iosBundleId,
    isi: app.appStoreId,
    // A phone without the app opens the web app rather than its store page: a learner given a
    // link by a teacher should reach the course now, not after an install.
    afl: webLink,
    ifl: webLink,
  }).toString();
  return url.href;
}
