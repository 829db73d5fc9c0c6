import type { SandboxMeeting } from '@fcs/shared/sandbox/schema';

/** The week's meetings: when, how long, who is there, the agenda and (when there is one) what was said. */
export function Meetings({ meetings }: { meetings: readonly SandboxMeeting[] }) {
  return (
    <ul className="sim-cards">
      {meetings.map((meeting) => (
        <li key={`${meeting.time}-${meeting.title}`} className="sim-card sim-meeting">
          <div className="sim-meeting__when">
            <span className="sim-meeting__time">{meeting.time}</span>
            <span className="sim-meeting__duration">{meeting.duration}</span>
          </div>
          <div className="sim-meeting__main">
            <h3 className="sim-card__title">{meeting.title}</h3>
            <h4 className="sim-card__subhead">Attendees</h4>
            <ul className="sim-chips" aria-label="Attendees">
              {meeting.attendees.map((attendee) => (
                <li key={attendee} className="sim-chip">
                  {attendee}
                </li>
              ))}
            </ul>
            <h4 className="sim-card__subhead">Agenda</h4>
            <ol className="sim-agenda">
              {meeting.agenda.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
            {meeting.transcript ? (
              <details className="sim-transcript">
                <summary>Read the transcript</summary>
                <div className="sim-transcript__body">
                  {meeting.transcript.split('\n').map((line, i) => (
                    <p key={i}>{line}</p>
                  ))}
                </div>
              </details>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
