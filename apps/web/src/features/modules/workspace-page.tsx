import {
  Alert,
  App,
  Card,
  Col,
  ConfigProvider,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Space,
  Tag,
} from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  BODY_SITES,
  MODULES_CONTACT_EMAIL,
  byAnatomy,
  catalogueModule,
  moduleAccess,
  type CatalogueModule,
} from '@dermadesk/contracts';
import { useLeaveWarning } from '../../components/use-leave-warning';
import { useAccount } from '../../lib/account/account-store';
import { paths } from '../../lib/paths';
import { useRemoteConfig } from '../../lib/remote-config';
import { AnalysisResult } from './analysis-result';
import { CALCULATOR_SPECS } from './calculator-spec';
import { CalculatorForm } from './calculator-form';
import { checkImageFile } from './client-checks';
import { ImageInput } from './image-input';
import { ImageList } from './image-list';
import { confirmSuggestions } from './prefill-mark';
import { workspaceScore } from './list-calculator';
import { RegionChecklist } from './region-checklist';
import { SavePanel } from './save-panel';
import { useAddToVisit } from './use-add-to-visit';
import { usePrefill } from './use-prefill';
import { useWorkspace } from './use-workspace';
import { hasUnsavedWork, isRecord, unsavedResults } from './workspace-state';

const NO_SUGGESTIONS: ReadonlySet<string> = new Set();

/** The body-part picker's sites: head and neck, upper limbs, trunk, lower limbs. */
const SITES_IN_ORDER = byAnatomy(BODY_SITES, (s) => s);

/** The analysis workspace of one module: `/modules/:module`. */
export default function WorkspacePage() {
  const { t } = useTranslation();
  const { module: param = '' } = useParams();
  const number = Number(param);
  const module = catalogueModule(number);
  const { currentOrgDetail, currentOrgAccess, user } = useAccount();
  const config = useRemoteConfig();
  if (!module)
    return <Result status="warning" title={t('errors.unknownModule', { type: param })} />;
  const access = moduleAccess(module, currentOrgDetail, config.UI_MODE);
  if (!access.available)
    return (
      <Result
        status="info"
        title={<h1 className="page-heading">{t(`moduleName.${module.key}`)}</h1>}
        subTitle={`${t('modules.notEnabled')} ${t('errors.contactUs', { email: MODULES_CONTACT_EMAIL })}`}
        extra={<Link to={paths.dashboard.href()}>{t('workspace.back')}</Link>}
      />
    );
  return (
    <Workspace
      key={`${user?.id ?? ''}:${currentOrgAccess ?? ''}:${module.number}`}
      module={module}
      orgId={currentOrgAccess ?? ''}
      userId={user?.id ?? ''}
      compact={access.uiMode === 1}
    />
  );
}

function Workspace({
  module,
  orgId,
  userId,
  compact,
}: {
  module: CatalogueModule;
  orgId: string;
  userId: string;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const config = useRemoteConfig();
  const { state, ready, dispatch, analyze, save, amend, clear } = useWorkspace(
    module,
    orgId,
    userId,
  );
  const visitUnusable = useAddToVisit(module.number, ready, state, dispatch);
  const record = isRecord(state);
  const multi = module.images === 'multi';
  const instrument = compact ? undefined : module.instrument;
  const spec = instrument ? CALCULATOR_SPECS[instrument] : undefined;
  const name = t(`moduleName.${module.key}`);
  useLeaveWarning(hasUnsavedWork(state) && state.items.some((i) => i.analysis), {
    title: t('workspace.leave.title'),
    detail: t('workspace.leave.detail'),
    leave: t('workspace.leave.leave'),
    stay: t('workspace.leave.stay'),
  });

  const addFiles = useCallback(
    (files: File[], region?: string) => {
      const accepted = files.flatMap((file) => {
        const problem = checkImageFile(file, config.MAX_UPLOAD);
        if (problem) {
          void message.error(t(problem.key, problem.params));
          return [];
        }
        return [
          {
            id: crypto.randomUUID(),
            file,
            name: file.name || 'image',
            ...(region ? { region } : {}),
          },
        ];
      });
      if (accepted.length === 0) return;
      dispatch({ type: 'addFiles', files: accepted, replace: config.UPLOAD_MODE === 'single' });
      for (const f of accepted) void analyze({ ...f, status: 'queued', progress: 0 });
    },
    [analyze, config.MAX_UPLOAD, config.UPLOAD_MODE, dispatch, message, t],
  );

  const suggested = usePrefill(instrument, multi, state, dispatch);
  const score = useMemo(
    () => (instrument ? workspaceScore(instrument, state.calculator) : undefined),
    [instrument, state.calculator],
  );
  const storedScore = useMemo(() => {
    const stored = instrument && state.storedCalculator;
    const s = stored ? workspaceScore(instrument, stored) : undefined;
    return s?.display ? `${s.display}${s.maxScore !== null ? ` / ${s.maxScore}` : ''}` : undefined;
  }, [instrument, state.storedCalculator]);
  const analysed = state.items.filter((i) => i.analysis);

  const selected = state.items.find((i) => i.id === state.selectedId && i.analysis) ?? analysed[0];
  const blockers = [
    ...(state.subjectId.trim() ? [] : ['workspace.save.needSubject']),
    // A save under way may finish without new images (a multi-image aggregate refused once).
    ...(unsavedResults(state).length > 0 || (state.uploadId && !state.visit)
      ? []
      : ['workspace.save.needResult']),
    ...(config.CONCUR_CHECKBOX_MODE && state.concur === undefined
      ? ['workspace.save.needConcur']
      : []),
    ...(multi && score?.status !== 'complete' ? ['workspace.save.needScore'] : []),
  ];

  const onSave = async () => {
    const uploadId = await save({
      concurRequired: config.CONCUR_CHECKBOX_MODE,
      ...(instrument ? { instrument } : {}),
      aggregateScore: score?.score ?? null,
    });
    if (uploadId === undefined) return;
    void message.success(t('success.uploaded', { name }));
    // The address becomes the result's (a reload opens it); the workspace stays until cleared.
    window.history.replaceState(window.history.state, '', paths.result.href(String(uploadId)));
  };
  const onClear = () => {
    clear();
    window.history.replaceState(window.history.state, '', paths.module.href(module.number));
  };
  const onAddToVisit = () => {
    dispatch({ type: 'addToVisit', uploadId: state.uploadId!, subjectId: state.subjectId });
    window.history.replaceState(window.history.state, '', paths.module.href(module.number));
  };
  const onSaveAmendment = async () => {
    if (await amend(score?.score ?? null)) void message.success(t('drafts.amend.saved'));
  };

  return (
    <div className="page">
      <Link to={paths.dashboard.href()}>{t('workspace.back')}</Link>
      <Space wrap align="baseline">
        <h1 className="page-heading">{name}</h1>
        <Tag className="demo-tag">{t('modules.demo')}</Tag>
      </Space>
      <p>{t(`modules.${module.key}.description`)}</p>
      {visitUnusable && <Alert type="error" showIcon title={t('drafts.visit.notFound')} />}
      {state.visit && !record && (
        <Alert
          type="info"
          showIcon
          data-testid="visit-banner"
          title={t('drafts.visit.banner', {
            id: state.visit.uploadId,
            subject: state.visit.subjectId,
          })}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Card title={<h2 className="card-heading">{t('workspace.fields.heading')}</h2>}>
              <Form layout="vertical" requiredMark>
                <Form.Item label={t('workspace.fields.subjectId')} required htmlFor="subject-id">
                  <Input
                    id="subject-id"
                    value={state.subjectId}
                    disabled={record || state.uploadId !== undefined}
                    maxLength={100}
                    onChange={(e) =>
                      dispatch({ type: 'setField', field: 'subjectId', value: e.target.value })
                    }
                  />
                </Form.Item>
                {!multi && (
                  <Form.Item label={t('workspace.fields.bodyPart')} htmlFor="body-part">
                    <Select
                      id="body-part"
                      showSearch
                      allowClear
                      optionFilterProp="label"
                      value={state.bodyPart || undefined}
                      disabled={record}
                      onChange={(v: string | undefined) =>
                        dispatch({ type: 'setField', field: 'bodyPart', value: v ?? '' })
                      }
                      options={SITES_IN_ORDER.map((s) => ({ value: s, label: t(`site.${s}`) }))}
                    />
                  </Form.Item>
                )}
                {module.measures && (
                  <Form.Item
                    label={t('workspace.fields.scale')}
                    htmlFor="scale"
                    extra={t('workspace.fields.scaleHelp')}
                  >
                    <InputNumber
                      id="scale"
                      min={0.01}
                      max={10000}
                      value={state.scale ? Number(state.scale) : null}
                      disabled={record}
                      onChange={(v) =>
                        dispatch({
                          type: 'setField',
                          field: 'scale',
                          value: v === null ? '' : String(v),
                        })
                      }
                    />
                  </Form.Item>
                )}
              </Form>
            </Card>
            <Card
              title={
                <h2 className="card-heading">
                  {t(multi ? 'workspace.regions.heading' : 'image.heading')}
                </h2>
              }
            >
              {record ? null : multi ? (
                <RegionChecklist
                  regions={module.regions ?? []}
                  items={state.items}
                  onFile={(region, file) => addFiles([file], region)}
                />
              ) : (
                <ImageInput
                  multiple={config.UPLOAD_MODE === 'multiple'}
                  listenToPaste
                  onFiles={(files) => addFiles(files)}
                />
              )}
              {state.items.length > 0 && (
                <ImageList
                  items={state.items}
                  selectedId={selected?.id}
                  onSelect={(id) => dispatch({ type: 'select', id })}
                  onRetry={(item) => void analyze(item)}
                  onRemove={(id) => dispatch({ type: 'remove', id })}
                />
              )}
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={14}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Card>
              {selected?.analysis ? (
                <AnalysisResult
                  analysis={selected.analysis}
                  compact={compact}
                  {...(selected.region ? { region: selected.region } : {})}
                />
              ) : (
                <p>{t('workspace.result.none')}</p>
              )}
            </Card>
            {instrument && spec && score && !state.visit && (
              // A saved record's grades are the clinician's, changed only through an amendment.
              <ConfigProvider
                componentDisabled={state.phase !== 'editing' && state.phase !== 'amending'}
              >
                <CalculatorForm
                  instrument={instrument}
                  spec={spec}
                  input={state.calculator}
                  suggested={record ? NO_SUGGESTIONS : suggested}
                  score={score}
                  onChange={(path, value) =>
                    dispatch({ type: 'setCalculator', path, value, byClinician: true })
                  }
                  onConfirm={() =>
                    confirmSuggestions(suggested, state.calculator).forEach(dispatch)
                  }
                />
              </ConfigProvider>
            )}
            <SavePanel
              state={state}
              concurMode={config.CONCUR_CHECKBOX_MODE}
              blockers={blockers}
              storedScore={storedScore}
              onConcur={(value) => dispatch({ type: 'setConcur', value })}
              onSave={() => void onSave()}
              onClear={onClear}
              {...(multi ? {} : { onAddToVisit })}
              {...(instrument && !state.visit
                ? { onAmend: () => dispatch({ type: 'amend' }) }
                : {})}
              onCancelAmend={() => dispatch({ type: 'cancelAmend' })}
              onSaveAmendment={() => void onSaveAmendment()}
              onNewRecord={onClear}
            />
          </Space>
        </Col>
      </Row>
    </div>
  );
}
