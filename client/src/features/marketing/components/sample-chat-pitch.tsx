import { Badge } from '../../../components/badge';
import '../marketing.css';

const SAMPLE_EXCHANGE = [
  { from: 'you', text: 'Is equity research just building spreadsheets all day?' },
  {
    from: 'coach',
    text: 'The model is maybe a third of it. The rest is judgement: reading results the morning they land, deciding whether your thesis still holds, and defending your call to fund managers who disagree.',
  },
  { from: 'you', text: 'What should I learn first?' },
  {
    from: 'coach',
    text: 'Pick one sector, read three annual reports, and build a simple three-statement model for one company. You will learn more from that than from any course.',
  },
] as const;

export function SampleChatPitch() {
  return (
    <section className="section" aria-labelledby="coach-title">
      <div className="container split split--reverse">
        <div className="split__text">
          <span className="eyebrow">AI career coach</span>
          <h2 id="coach-title">Ask someone who has done the job</h2>
          <p className="section__lead">
            The coach plays a veteran of the role you are exploring. Ask what the hours are really like, which skills
            matter, or how to get your first interview, and get a straight answer from the role's point of view.
          </p>
          <ul className="checklist">
            <li>Answers from the perspective of the role you choose</li>
            <li>Quick questions to get you started</li>
            <li>On Elite, coaching that reads your own CV</li>
          </ul>
        </div>

        <figure className="chat-sample">
          <div className="chat-sample__header">
            <span className="chat-sample__avatar" aria-hidden="true">
              ER
            </span>
            <span>
              <span className="chat-sample__name">Coach</span>
              <span className="chat-sample__role">Veteran equity research analyst</span>
            </span>
            <Badge tone="warning">Sample</Badge>
          </div>
          <ol className="chat-sample__messages">
            {SAMPLE_EXCHANGE.map((message) => (
              <li key={message.text} className={`chat-sample__message chat-sample__message--${message.from}`}>
                <span className="visually-hidden">{message.from === 'you' ? 'You:' : 'Coach:'} </span>
                {message.text}
              </li>
            ))}
          </ol>
          <figcaption className="chat-sample__caption">
            A sample exchange written to show the coach's style, not a recorded AI answer.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
