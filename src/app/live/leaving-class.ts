import { matchPath, type BlockerFunction } from 'react-router';
import { ROUTE_PATTERN } from '../../config/routes';

/**
 * The routes a limited mode still allows that are not the class itself (spec 2.2): settings and
 * the other user routes, the legal pages, the skills practice. The lobby and the exercises are
 * the class; every other route is not left to at all (the guard brings the learner straight back).
 */
const OUTSIDE_THE_CLASS = [
  '/user/*',
  ROUTE_PATTERN.userTermsOfServices,
  ROUTE_PATTERN.userPrivacyPolicy,
  '/skills/practice/*',
];

/** Spec 4.4: leaving the class during a limited mode asks first. */
export const leavesClass: BlockerFunction = ({ nextLocation }) =>
  OUTSIDE_THE_CLASS.some((pattern) => matchPath(pattern, nextLocation.pathname) !== null);
