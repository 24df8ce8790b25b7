/** Why the server said no, read out as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div className="auth-form__alert" role="alert">
      {message ? <p>{message}</p> : null}
    </div>
  )
}
