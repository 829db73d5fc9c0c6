import { Badge } from '../../../components/badge';
import '../marketing.css';

const SIDEBAR = ['Inbox', 'Meetings', 'Files', 'News', 'Tasks', 'Fundamentals'] as const;

const EMAILS = [
  {
    subject: 'Q3 results out at 7:00: update the model before the call',
    from: 'Head of Research',
    priority: 'High',
    time: '06:48',
  },
  {
    subject: 'Client question: why did we cut the target price?',
    from: 'Sales desk',
    priority: 'Medium',
    time: '08:15',
  },
  { subject: 'Sector note draft due Friday', from: 'Team lead', priority: 'Low', time: 'Yesterday' },
] as const;

/**
 * The landing page's demo panel. There is no product video, so this is a drawn mock of the simulation
 * screen, labelled as an illustration; its content is hidden from assistive technology and summarised in
 * the caption instead.
 */
export function DemoPreview() {
  return (
    <section className="section" aria-labelledby="demo-title">
      <div className="container">
        <div className="section__header">
          <span className="eyebrow">Inside a simulation</span>
          <h2 id="demo-title">A working day, not a brochure</h2>
          <p className="section__lead">
            Each simulation drops you into a realistic day for the role: emails that need answers, meetings with
            agendas, files to read, market news and tasks with deadlines. Ask the coach whenever you are unsure.
          </p>
        </div>

        <figure className="demo">
          <div className="demo__window" aria-hidden="true">
            <div className="demo__titlebar">
              <span className="demo__dots">
                <span />
                <span />
                <span />
              </span>
              <span className="demo__title">Equity Research Analyst · Simulation</span>
            </div>
            <div className="demo__body">
              <ul className="demo__sidebar">
                {SIDEBAR.map((item, index) => (
                  <li key={item} className={index === 0 ? 'is-active' : undefined}>
                    {item}
                    {index === 0 ? <span className="demo__count">3</span> : null}
                  </li>
                ))}
              </ul>
              <div className="demo__inbox">
                <div className="demo__pane-title">Inbox</div>
                <ul className="demo__emails">
                  {EMAILS.map((email) => (
                    <li key={email.subject} className="demo__email">
                      <div className="demo__email-top">
                        <span className="demo__email-from">{email.from}</span>
                        <span className="demo__email-time">{email.time}</span>
                      </div>
                      <div className="demo__email-subject">{email.subject}</div>
                      <span className={`demo__priority demo__priority--${email.priority.toLowerCase()}`}>
                        {email.priority} priority
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="demo__chat">
                <div className="demo__pane-title">Coach</div>
                <div className="demo__bubble demo__bubble--coach">
                  Start with the results: revenue and margins against your estimates. The client question can wait until
                  you know whether your thesis still holds.
                </div>
                <div className="demo__bubble demo__bubble--user">How long do I have before the call?</div>
                <div className="demo__input">Ask me anything about this career...</div>
              </div>
            </div>
          </div>
          <figcaption className="demo__caption">
            <Badge tone="warning">Illustration</Badge>
            <span>
              A drawing of the simulation screen for an Equity Research Analyst: an inbox with three emails and the
              coach's chat. Example content, not a screenshot of live data.
            </span>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
