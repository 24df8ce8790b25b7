/** Why the server said no (or could not be reached), read out as soon as it appears. */
export function AdminAlert({ message }: { message: string | null }) {
  return (
    <div className="admin-alert" role="alert">
      {message ? <p>{message}</p> : null}
    </div>
  )
}

/** What an action did, read out politely once it is done. */
export function AdminStatus({ message }: { message: string | null }) {
  return (
    <div className="admin-status" role="status">
      {message ? <p>{message}</p> : null}
    </div>
  )
}
