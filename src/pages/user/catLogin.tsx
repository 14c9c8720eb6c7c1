import AuthLanding from './components/AuthLanding'

/** /pages/user/catLogin: the partner single sign-on landing (client id 8): the partner's one-time ticket, with this app's state, becomes a session. */
export default function PartnerLoginPage () {
  return <AuthLanding partner />
}
