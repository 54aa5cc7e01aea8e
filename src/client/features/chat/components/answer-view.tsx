import { BadgeCheck, Library, TriangleAlert } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_MARKS, type ChatSentence, type Passage, type VerificationMark } from '@/contracts/chat';
import { Badge } from '@/client/components/ui/badge';
import type { AnswerView } from '../hooks/use-chat-session';

function MarkBadge({ mark }: { mark: VerificationMark }) {
  const { t } = useTranslation('chat');
  const Icon = mark === 'corrected' ? BadgeCheck : TriangleAlert;
  return (
    <Badge variant="gold" className="ms-1 align-middle" data-testid={`mark-${mark}`}>
      <Icon aria-hidden="true" />
      {t(`marks.${mark}`)}
    </Badge>
  );
}

function Sentence({
  sentence,
  sources,
  anchor,
  detailed,
}: {
  sentence: ChatSentence;
  sources: readonly Passage[];
  anchor: (index: number) => string;
  detailed: boolean;
}) {
  const { t } = useTranslation('chat');
  const cited = detailed
    ? sentence.citations.flatMap((id) => {
        const index = sources.findIndex((source) => source.id === id);
        return index === -1 ? [] : [{ index, source: sources[index]! }];
      })
    : [];
  return (
    <span data-testid="answer-sentence" className={cited.length > 0 ? 'rounded bg-muted/60' : undefined}>
      {sentence.text}
      {cited.map(({ index, source }) => (
        <a
          key={source.id}
          href={`#${anchor(index)}`}
          className="ms-0.5 align-super text-xs font-semibold text-primary underline"
          aria-label={t('answer.cites', { number: index + 1, label: source.label })}
          data-testid="sentence-citation"
        >
          [{index + 1}]
        </a>
      ))}
      {sentence.marks.map((mark) => (
        <MarkBadge key={mark} mark={mark} />
      ))}{' '}
    </span>
  );
}

/**
 * One answer: its checked sentences with their verification marks, and its sources. With detailed
 * citations (decision 030) each cited sentence links to its source, which shows the passage's text;
 * otherwise the sources are listed by reference.
 */
export function AnswerBody({ answer, anchorPrefix }: { answer: AnswerView; anchorPrefix: string }) {
  const { t } = useTranslation('chat');
  const anchor = (index: number) => `${anchorPrefix}-source-${index + 1}`;
  const marks = VERIFICATION_MARKS.filter((mark) =>
    answer.sentences.some((sentence) => sentence?.marks.includes(mark)),
  );
  const detailed = answer.detailedCitations;

  return (
    <div className="grid gap-3">
      {answer.answeredBy === 'offline' && (
        <Badge variant="outline" className="w-fit" data-testid="answer-offline">
          <Library aria-hidden="true" />
          {t('answer.offline')}
        </Badge>
      )}
      {answer.sentences.length > 0 && (
        <p className="whitespace-pre-line leading-relaxed" data-testid="answer-text">
          {answer.sentences.map((sentence, index) =>
            sentence ? (
              <Sentence
                key={index}
                sentence={sentence}
                sources={answer.sources}
                anchor={anchor}
                detailed={detailed}
              />
            ) : (
              <Fragment key={index} />
            ),
          )}
        </p>
      )}
      {answer.status === 'streaming' && (
        <p className="text-sm text-muted-foreground" data-testid="answer-writing">
          {t('answer.writing')}
        </p>
      )}
      {answer.status === 'failed' && answer.error && (
        <p role="alert" className="text-sm text-destructive" data-testid="answer-error">
          {answer.error}
        </p>
      )}
      {marks.length > 0 && (
        <section className="grid gap-1 rounded-lg border border-gold p-3 text-sm" data-testid="marks-legend">
          <h3 className="font-semibold">{t('marks.title')}</h3>
          <dl className="grid gap-1">
            {marks.map((mark) => (
              <div key={mark}>
                <dt className="inline font-semibold">{t(`marks.${mark}`)}: </dt>
                <dd className="inline">{t(`marks.explain.${mark}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {answer.sources.length > 0 && (
        <section className="grid gap-2 text-sm" data-testid="answer-sources">
          <h3 className="font-semibold">{t('sources.title')}</h3>
          <ol className="grid gap-2">
            {answer.sources.map((source, index) => (
              <li
                key={source.id}
                id={anchor(index)}
                className="grid gap-1 rounded-lg border border-border bg-card p-2"
                data-testid="answer-source"
              >
                <span className="font-medium">
                  {index + 1}. {source.label}{' '}
                  <span className="text-muted-foreground">({t(`sources.kinds.${source.kind}`)})</span>
                </span>
                {detailed && (
                  <blockquote
                    className="border-s-2 border-primary ps-2 text-muted-foreground"
                    data-testid="answer-source-text"
                  >
                    {source.text}
                  </blockquote>
                )}
              </li>
            ))}
          </ol>
          <p className="text-xs text-muted-foreground">
            {t(detailed ? 'sources.detailedNote' : 'sources.basicNote')}
          </p>
        </section>
      )}
    </div>
  );
}
