import { Outlet, useNavigation } from 'react-router-dom';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { Toaster } from '@/components/toast/toast';
import { useReconcileSession } from '@/session/use-reconcile-session';
import { ScrollToTop } from './scroll-to-top';
import './layout.css';

export function Layout() {
  useReconcileSession();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ScrollToTop />
      <NavigationProgress />
      <Header />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}

/** A thin bar while the next route's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" />;
}
