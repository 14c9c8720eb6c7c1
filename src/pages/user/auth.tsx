import AuthLanding from './components/AuthLanding'

/** /pages/user/auth: the auth return landing — takes the token from the provider, stores it, goes to redirect_url. */
export default function AuthReturnPage () {
  return <AuthLanding />
}
