import { ROUTES, PRICING_PATH } from '@fcs/shared/routes';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useAccountDialog } from '../../lib/account-dialog';
import { AccountButton } from './account-button';
import { BrandMark } from './brand-mark';
import { SiteMenu } from './site-menu';

export function SiteHeader() {
  const { openAccountDialog } = useAccountDialog();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={ROUTES.home} className="brand" aria-label="Finance Career Simulator, home">
          <BrandMark />
          <span className="brand__name">
            Finance Career <span className="brand__accent">Simulator</span>
          </span>
        </Link>
        <div className="site-header__actions">
          <Link to={PRICING_PATH} className="site-header__link">
            Pricing
          </Link>
          <AccountButton />
          <SiteMenu
            menuButtonRef={menuButtonRef}
            // The menu closes when the dialog opens, so focus returns to the menu button afterwards.
            onOpenAccountDialog={(mode) => openAccountDialog(mode, menuButtonRef.current)}
          />
        </div>
      </div>
    </header>
  );
}
