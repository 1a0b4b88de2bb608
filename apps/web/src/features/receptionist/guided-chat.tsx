import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Space } from 'antd';
import type { UseMutationResult } from '@tanstack/react-query';
import type {
  AppointmentType,
  GuidedRequest,
  GuidedResponse,
  GuidedState,
  Locale,
} from '@dermadesk/contracts';
import { formatInZone } from './zoned-format';

interface Line {
  from: 'desk' | 'caller';
  text: string;
}

/**
 * The booking conversation without a chat model: it asks the type, the day, the time and who
 * is coming, understands plain dates ('tomorrow 9am', 'demain à 9h'), and books for real. The
 * staff console and the public page each give their own way to the server (`answer`).
 */
export function GuidedChat({
  types,
  answer,
}: {
  /** The bookable (active) types. */
  types: Pick<AppointmentType, 'id' | 'name'>[];
  answer: UseMutationResult<GuidedResponse, Error, GuidedRequest>;
}) {
  const { t, i18n } = useTranslation();
  // The first question needs no round trip: the types are already loaded.
  const opening = (): Line[] => [{ from: 'desk', text: t('receptionist.guided.askType') }];
  const typeOptions = (): GuidedResponse['options'] =>
    types.map((x) => ({ value: x.id, label: x.name, kind: 'text' }));
  const [state, setState] = useState<GuidedState>({ step: 'type' });
  const [lines, setLines] = useState<Line[]>(opening);
  const [options, setOptions] = useState<GuidedResponse['options']>(typeOptions);
  const [zone, setZone] = useState('UTC');
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const language = i18n.language as Locale;

  function say(input: string, shown = input) {
    setLines((l) => [...l, { from: 'caller', text: shown }]);
    answer.mutate(
      { state, input, language },
      {
        onSuccess: (data) => {
          const params = Object.fromEntries(
            Object.entries(data.reply.params).map(([k, v]) => [
              k,
              k === 'start' && v ? formatInZone(v, language, data.timeZone) : v,
            ]),
          );
          setState(data.state);
          setOptions(data.options);
          setZone(data.timeZone);
          setLines((l) => [
            ...l,
            { from: 'desk', text: t(`receptionist.guided.${data.reply.key}`, params) },
          ]);
        },
        onError: () => setLines((l) => [...l, { from: 'desk', text: t('errors.unexpected') }]),
      },
    );
  }

  function restart() {
    setLines(opening());
    setOptions(typeOptions());
    setState({ step: 'type' });
  }

  // Braces: newer browsers return a promise from scrollIntoView, which React would call as a cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines]);

  const label = (o: GuidedResponse['options'][number]) =>
    o.kind === 'time' ? formatInZone(o.label, language, zone) : o.label;

  return (
    <div className="rx-guided" data-testid="rx-guided">
      <div className="rx-guided-lines" aria-live="polite" tabIndex={0}>
        {lines.map((line, i) => (
          <div key={i} className={`rx-line rx-line-${line.from}`}>
            {line.text}
          </div>
        ))}
        <div ref={end} />
      </div>
      {options.length > 0 && (
        <Space wrap>
          {options.map((o) => (
            <Button key={o.value} size="small" onClick={() => say(o.value, label(o))}>
              {label(o)}
            </Button>
          ))}
        </Space>
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onPressEnter={() => {
            if (draft.trim()) say(draft.trim());
            setDraft('');
          }}
          placeholder={t('receptionist.guided.placeholder')}
          aria-label={t('receptionist.guided.placeholder')}
          disabled={answer.isPending}
        />
        <Button
          type="primary"
          disabled={!draft.trim()}
          onClick={() => {
            say(draft.trim());
            setDraft('');
          }}
        >
          {t('receptionist.guided.send')}
        </Button>
      </Space.Compact>
      {state.step === 'done' && <Button onClick={restart}>{t('receptionist.guided.again')}</Button>}
    </div>
  );
}
