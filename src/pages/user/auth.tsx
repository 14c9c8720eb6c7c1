import AuthLanding from './components/AuthLanding'

/** /pages/user/auth: the auth return landing (Steam, token hand-backs) — with this app's login state only; then where the login started. */
export default function AuthReturnPage () {
  return <AuthLanding />
}
