import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAuthOf, apiHeaders, saveAnalysis, skinPhoto } from './history-data';
import {
  chooseLanguage,
  orgs,
  profileMenu,
  seriousViolations,
  signIn,
  useOrganisation,
} from './support';

/**
 * The Assistant against the local fake of the OpenAI-compatible API (see playwright.config.ts):
 * the fake answers `You said: <message>.`, adds ` I can see N attached item(s).` when context is
 * attached, and streams a long answer at ~300 ms a word when the message contains `[slow]`.
 */

const composer = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const answers = (page: Page) => page.getByTestId('assistant-message-assistant');
const streaming = (page: Page) => page.getByTestId('assistant-streaming');
const conversationList = (page: Page) =>
  page.getByRole('navigation', { name: 'Your conversations' });

/**
 * Undoes what an earlier attempt of the test below left (a retry runs against the same
 * database): the organisation's chat switched off again and the user's conversations deleted.
 */
async function resetAssistant(page: Page, request: APIRequestContext) {
  const headers = apiHeaders(await apiAuthOf(page));
  const off = await request.put('/api/v1/ai/settings/providers/chat', {
    headers,
    data: { enabled: false },
  });
  expect(off.status(), await off.text()).toBe(200);
  for (;;) {
    const listed = await request.get('/api/v1/assistant/conversations', { headers });
    expect(listed.status(), await listed.text()).toBe(200);
    const { items } = ((await listed.json()) as { data: { items: { id: string }[] } }).data;
    if (items.length === 0) break;
    for (const { id } of items) {
      const deleted = await request.delete(`/api/v1/assistant/conversations/${id}`, { headers });
      expect(deleted.ok(), await deleted.text()).toBe(true);
    }
  }
}

async function ask(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
}

test('an admin enables the Assistant, then asks, stops, attaches, renames and deletes', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  await useOrganisation(page, orgs.demo);
  await resetAssistant(page, request);

  await test.step('configured but switched off: the setup state, with a way to the settings', async () => {
    await page.goto('/gpt/assistant');
    const setup = page.getByTestId('assistant-setup');
    await expect(
      setup.getByRole('heading', { name: 'The assistant is switched off' }),
    ).toBeVisible();
    await expect(composer(page)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await setup.getByRole('button', { name: 'Open the AI settings' }).click();
    await expect(page).toHaveURL(/\/gpt\/settings$/);
  });

  await test.step('enable chat in the AI settings and test the connection', async () => {
    const chat = page.getByTestId('ai-provider-chat');
    await expect(chat.getByText('Switched off', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The environment's values show as placeholders; the key is only ever 'set' or 'not set'.
    await expect(chat.getByLabel('Model')).toHaveAttribute('placeholder', 'fake-chat');
    await expect(chat.getByTestId('ai-key-state-chat')).toContainText('LLM_API_KEY');
    await chat.getByRole('switch', { name: 'Enabled' }).click();
    await chat.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect(chat.getByText('Ready', { exact: true })).toBeVisible();
    await chat.getByRole('button', { name: 'Test connection' }).click();
    const result = chat.getByTestId('ai-connection-result');
    await expect(result).toContainText(/Connected in [\d,.]+ ms/);
    await expect(result).toContainText('fake-chat');
    await page.getByRole('link', { name: 'Back to the assistant' }).click();
  });

  await test.step('ask, and the answer streams in', async () => {
    await expect(composer(page)).toBeVisible();
    await ask(page, 'Hello there');
    await expect(answers(page).last()).toContainText('You said: Hello there.');
    // The first message names the conversation and opens it in the URL.
    await expect(page).toHaveURL(/\/gpt\/assistant\/[0-9a-f-]{36}$/);
    await expect(conversationList(page).getByText('Hello there')).toBeVisible();
    await expect(composer(page)).toHaveValue('');
  });

  await test.step('edit and resend the last message, then regenerate the answer', async () => {
    await page
      .getByTestId('assistant-message-user')
      .last()
      .getByRole('button', { name: 'Edit' })
      .click();
    const editor = page.getByRole('textbox', { name: 'Edit your message' });
    await editor.fill('Hello again');
    await editor.press('Enter');
    await expect(answers(page).last()).toContainText('You said: Hello again.');
    await expect(page.getByText('You said: Hello there.')).toHaveCount(0);
    await expect(answers(page)).toHaveCount(1);
    await answers(page).last().getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    await expect(answers(page)).toHaveCount(1);
    await expect(answers(page).last()).toContainText('You said: Hello again.');
  });

  await test.step('a slow answer grows word by word and stops mid-stream', async () => {
    await ask(page, 'Tell me everything [slow]');
    await expect(streaming(page)).toContainText('word2');
    const early = (await streaming(page).textContent())?.length ?? 0;
    await expect
      .poll(async () => (await streaming(page).textContent())?.length ?? 0)
      .toBeGreaterThan(early);
    // Screen readers hear the answer through a polite live region, busy while it grows.
    await expect(streaming(page).locator('[aria-live="polite"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await page.getByRole('button', { name: 'Stop' }).click();
    const stopped = answers(page).last();
    await expect(stopped.getByText('Stopped', { exact: true })).toBeVisible();
    await expect(stopped).toContainText('Slow answer: word1');
    await expect(stopped).not.toContainText('word60');
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Regenerate and Copy are offered on the last answer.
    await expect(stopped.getByRole('button', { name: 'Regenerate' })).toBeVisible();
    await expect(stopped.getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  await test.step('attach a saved Skin AI result and the answer refers to it', async () => {
    const auth = await apiAuthOf(page);
    await saveAnalysis(request, auth, {
      module: 7,
      subjectId: 'ASSIST-1',
      photo: await skinPhoto(0.5, 9),
    });
    await conversationList(page).getByRole('button', { name: 'New conversation' }).click();
    await expect(page).toHaveURL(/\/gpt\/assistant$/);
    await page.getByRole('button', { name: 'Attach' }).first().click();
    await page.getByRole('menuitem', { name: 'Saved Skin AI result…' }).click();
    const picker = page.getByRole('dialog', { name: 'Attach a saved Skin AI result' });
    await picker.getByPlaceholder('Search by subject ID or result number').fill('ASSIST-1');
    await picker.getByPlaceholder('Search by subject ID or result number').press('Enter');
    await picker
      .getByRole('button', { name: /^Attach: .*ASSIST-1/ })
      .first()
      .click();
    await expect(picker).toBeHidden();
    const chips = page.getByRole('list', { name: 'Attachments' });
    await expect(chips).toContainText('Subject ASSIST-1');
    await ask(page, 'What do you see');
    const answer = answers(page).last();
    await expect(answer).toContainText('You said: What do you see.');
    await expect(answer).toContainText('I can see 1 attached item(s).');
    // The chip stays on the sent message.
    await expect(page.getByTestId('assistant-message-user').last()).toContainText('ASSIST-1');
  });

  await test.step('a quick action acts on the conversation without typing', async () => {
    await page.getByRole('button', { name: 'Translate' }).click();
    await page.getByRole('menuitem', { name: 'Translate into French' }).click();
    await expect(page.getByTestId('assistant-message-user').last()).toContainText(
      'Translate into French',
    );
    await expect(answers(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
  });

  await test.step('rename and delete a conversation', async () => {
    const list = conversationList(page);
    await list.getByRole('button', { name: 'Rename: What do you see' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename the conversation' });
    await dialog.getByLabel('Title').fill('Attached result chat');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(list.getByText('Attached result chat')).toBeVisible();
    // Until its closing animation ends, the dialog's focus trap can take the focus back: the
    // Enter below then missed the search box once.
    await expect(dialog).toBeHidden();
    const search = list.getByRole('searchbox', { name: 'Search by title' });
    await search.fill('Attached');
    await search.press('Enter');
    await expect(list.getByText('Hello there')).toHaveCount(0);
    await expect(list.getByText('Attached result chat')).toBeVisible();
    await search.fill('');
    await expect(list.getByText('Hello there')).toBeVisible();
    await list.getByRole('button', { name: 'Delete: Attached result chat' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Conversation deleted.')).toBeVisible();
    await expect(list.getByText('Attached result chat')).toHaveCount(0);
    await expect(page).toHaveURL(/\/gpt\/assistant$/);
    await expect(list.getByText('Hello there')).toBeVisible();
  });

  await test.step('the Assistant speaks French once the interface does', async () => {
    await chooseLanguage(page, 'Language', 'Français');
    await page.keyboard.press('Escape');
    await expect(profileMenu(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Nouvelle conversation' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Votre message' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();
    await expect(page.getByText('Actions rapides :')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Paramètres IA' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comment puis-je vous aider ?' })).toBeVisible();
  });
});

test('a member who is not an admin sees the setup state without settings, and no settings screen', async ({
  page,
}) => {
  await signIn(page);
  // Ana is a member, not an admin, of Northside, where nobody has enabled the Assistant.
  await useOrganisation(page, orgs.northside);
  await page.goto('/gpt/assistant');
  const setup = page.getByTestId('assistant-setup');
  await expect(setup.getByRole('heading', { name: 'The assistant is switched off' })).toBeVisible();
  await expect(setup).toContainText('Ask an admin of your organisation to set it up.');
  await expect(page.getByRole('button', { name: 'Open the AI settings' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'AI settings' })).toHaveCount(0);
  await page.goto('/gpt/settings');
  await expect(page.getByText("Sorry, you don't have to access this page")).toBeVisible();
});
