import { useLocation } from 'react-router';
import { matchPattern } from './patterns.ts';
import { ComingSoonPage, LoginPage, NewPasswordPage, NotFoundPage, VerifyPage, WorkspacePage } from './pages.ts';
import { Protected } from './Protected.tsx';

/** Everything the static routes do not match: the spec's `key=value` paths, else the not-found screen. */
export function PatternRoutes() {
  const { pathname } = useLocation();
  const match = matchPattern(pathname);
  const [first = ''] = match?.params ?? [];
  switch (match?.name) {
    case 'privateLogin':
      return <LoginPage privateCompany={first} />;
    case 'verify':
      return <VerifyPage token={first} />;
    case 'newPassword':
      return <NewPasswordPage token={first} />;
    case 'billing':
      return <Protected><ComingSoonPage feature="billing" /></Protected>;
    case 'offer':
      return <Protected><ComingSoonPage feature="offer" /></Protected>;
    case 'registration':
      return <Protected><ComingSoonPage feature="registration" /></Protected>;
    case 'workspace':
      return <Protected wide><WorkspacePage key={first} companyKey={first} /></Protected>;
    default:
      return <NotFoundPage />;
  }
}
