import { Redirect, Route, Router, Switch } from 'wouter';
import { NotFoundScreen } from './home/home-screen.tsx';
import { SessionProvider, useSession } from './lib/session.tsx';
import { SCREENS } from './screens.ts';
import { Layout } from './shell/layout.tsx';
import { Loading } from './shell/page.tsx';
import { SignInScreen } from './sign-in/sign-in-screen.tsx';

function Screens() {
  const { me, checking } = useSession();
  if (checking) return <Loading />;
  if (!me) {
    return (
      <Switch>
        <Route path="/sign-in" component={SignInScreen} />
        <Route>
          <Redirect to="/sign-in" />
        </Route>
      </Switch>
    );
  }
  return (
    <Layout>
      <Switch>
        <Route path="/sign-in">
          <Redirect to="/" />
        </Route>
        {SCREENS.map((screen) => (
          <Route key={screen.path} path={screen.path} component={screen.component} />
        ))}
        <Route component={NotFoundScreen} />
      </Switch>
    </Layout>
  );
}

/** The staff console (decision 058), under /admin. */
export function App() {
  return (
    <Router base="/admin">
      <SessionProvider>
        <Screens />
      </SessionProvider>
    </Router>
  );
}
