import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthUnavailableDialog, type AuthMode } from '../../features/auth/components/auth-unavailable-dialog';
import { paths } from '../../lib/paths';
import { BrandMark } from './brand-mark';
import { SiteMenu } from './site-menu';

export function SiteHeader() {
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home} className="brand" aria-label="Finance Career Simulator, home">
          <BrandMark />
          <span className="brand__name">
            Finance Career <span className="brand__accent">Simulator</span>
          </span>
        </Link>
        <div className="site-header__actions">
          <Link to={paths.pricing} className="site-header__link">
            Pricing
          </Link>
          <SiteMenu menuButtonRef={menuButtonRef} onRequestAuth={setAuthMode} />
        </div>
      </div>
      <AuthUnavailableDialog mode={authMode} onClose={() => setAuthMode(null)} returnFocusRef={menuButtonRef} />
    </header>
  );
}
