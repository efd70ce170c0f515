// Who is offered the administrator site in the settings (spec: "open administrator site", its
// condition not shown; teacher and administrator roles exist but the profile does not name them).
// Learners never are: the link shows only for an organisation member whose selected alias has the
// `admin_site` feature flag on (feature flags are per user and alias, spec 6), which the backend
// turns on for the teachers and administrators of an organisation. An individual user, and any
// account without the flag (every pupil), sees no link.

const ADMIN_SITE_FLAG = 'admin_site';

export function offersAdminSite(
  profile: { userType: string } | null | undefined,
  flags: Readonly<Record<string, boolean>>,
): boolean {
  return profile?.userType === 'org_member' && flags[ADMIN_SITE_FLAG] === true;
}
