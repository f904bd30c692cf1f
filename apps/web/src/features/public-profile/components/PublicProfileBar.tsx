import { AppLink } from '../../../lib/app-link';
import { useSignedIn } from '../../../lib/use-signed-in';
import { paths } from '../../../lib/paths';
import { BrandMark } from '../../../components/BrandLogo';
import classes from '../public-profile.module.css';

/**
 * Partnerly's slim bar above a creator's page: the logo home, and a way to a page of their
 * own for visitors. It stays out of the way, so the creator has the top of the screen.
 */
export function PublicProfileBar() {
  const signedIn = useSignedIn();
  return (
    <header className={classes.bar}>
      <div className={classes.barInner}>
        <AppLink to={paths.home} className={classes.barLogo}>
          <BrandMark size={24} />
          Partnerly
        </AppLink>
        {signedIn ? (
          <AppLink to={paths.profile} className={classes.barAction}>
            My profile
          </AppLink>
        ) : (
          <AppLink to={paths.register} className={classes.barAction}>
            Create your page
          </AppLink>
        )}
      </div>
    </header>
  );
}
