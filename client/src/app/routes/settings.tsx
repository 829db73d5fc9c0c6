import { Navigate } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { useSession } from '../../lib/session';

/** /settings: signed-in only; everyone else goes to / (spec section 2). Placeholder until built. */
export function Component() {
  const { user } = useSession();
  if (!user) return <Navigate to="/" replace />;
  return <ComingSoon name="Settings" description="Manage your profile and your plan, and read the legal terms." />;
}
