import { Outlet, useNavigation } from 'react-router-dom';
import { Footer } from '@/components/footer/footer';
import { Header } from '@/components/header/header';
import { ScrollToTop } from './scroll-to-top';
import './layout.css';

export function Layout() {
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
    </div>
  );
}

/** A thin bar while the next route's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label="Loading page" />;
}
