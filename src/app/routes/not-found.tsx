import { useLocation } from 'react-router';
import { NotFound } from '../../features/shell/components/not-found';
import { MainFrame } from '../layout/main-layout';
import { PublicFrame } from '../layout/public-layout';
import { useSession } from '../../hooks/use-session';

/** Route not-found (any other path): the signed-in or the signed-out frame around the 404 page. */
export default function NotFoundRoute() {
  const { status } = useSession();
  const { pathname } = useLocation();
  const signedIn = status !== 'signed-out';
  const page = <NotFound path={pathname} signedIn={signedIn} />;
  return signedIn ? <MainFrame>{page}</MainFrame> : <PublicFrame>{page}</PublicFrame>;
}
