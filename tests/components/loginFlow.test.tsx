import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { readToken } from '@/lib/auth/tokens';
import { loadPage } from '@/lib/auth/loadPage';
import { LoginFlow } from '@/components/member/LoginFlow.island';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

jest.mock('@/lib/auth/loadPage', () => ({ loadPage: jest.fn() }));

const API = 'http://localhost/api';
const ok = (data: unknown, message = '') => HttpResponse.json({ status: 0, message, data });
const refused = (message: string) => HttpResponse.json({ status: -1, message, data: null });

const member = {
  userid: 9,
  nickname: '用户1234',
  head: '',
  sex: 0,
  birthday: '',
  intro: '',
  inviteCode: 'ABC2345',
};
const loginResult = (isNew = false) => ({
  token: 'member-access',
  accessToken: 'member-access',
  refreshToken: 'member-refresh',
  expiresIn: 7_200_000,
  userid: 9,
  isNew,
  member,
});

const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const forms: Record<string, Record<string, string>> = {};
function recordPost(path: string, reply: () => Response) {
  server.use(
    http.post(`${API}/${path}`, async ({ request }) => {
      forms[path] = Object.fromEntries(new URLSearchParams(await request.text()));
      return reply();
    }),
  );
}

function showLogin(messages = cn) {
  return render(<LoginFlow destination="/activityVote/1/1.html" initialStep="signIn" member={null} />, {
    locale: messages === cn ? 'cn' : 'en',
    messages,
  });
}

beforeAll(startBrowserSession);

beforeEach(() => {
  localStorage.clear();
  jest.mocked(loadPage).mockClear();
  for (const key of Object.keys(forms)) delete forms[key];
  server.use(http.post('http://localhost/api/session', () => HttpResponse.json({ signedIn: true })));
});

describe('phone and SMS code', () => {
  it('checks the number and the picture code before asking for an SMS', async () => {
    showLogin();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入手机号');
    type(screen.getByLabelText('手机号'), '12345');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
    type(screen.getByLabelText('手机号'), '');
    type(screen.getByLabelText('手机号'), '13900001111');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入图形验证码');
    expect(forms.sendSmsCode).toBeUndefined();
  });

  it('sends the code behind the picture code, then counts down and shows a new picture', async () => {
    recordPost('sso/sendSmsCode', () => ok({ expiresIn: 300000, resendAfter: 60000 }, '验证码已发送'));
    showLogin();
    const picture = await screen.findByRole('img', { name: '图形验证码，点击换一张' });
    const first = picture.getAttribute('src');
    expect(first).toMatch(/^http:\/\/localhost\/api\/sso\/verifyCode\?.*device=xy\d+/);
    type(screen.getByLabelText('手机号'), '13900001111');
    type(screen.getByLabelText('图形验证码'), '4821');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('status')).toHaveTextContent('验证码已发送');
    expect(forms['sso/sendSmsCode']).toMatchObject({ phone: '13900001111', verifyCode: '4821' });
    expect(forms['sso/sendSmsCode']?.device).toMatch(/^xy\d+/);
    expect(screen.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
    expect(screen.getByLabelText('图形验证码')).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '图形验证码，点击换一张' })).not.toHaveAttribute('src', first),
    );
  });

  it('shows the backend’s refusal in the reader’s language', async () => {
    recordPost('sso/smsLogin', () => refused('验证码错误，还可尝试4次'));
    showLogin(en as typeof cn);
    type(screen.getByLabelText('Mobile number'), '13900001111');
    type(screen.getByLabelText('Text message code'), '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code; 4 tries left');
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('wants a six-digit SMS code', async () => {
    showLogin();
    type(screen.getByLabelText('手机号'), '13900001111');
    type(screen.getByLabelText('短信验证码'), '12a');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入6位数字验证码');
  });
});

describe('password login', () => {
  it('signs in, keeps the new tokens and goes back where the reader came from', async () => {
    recordPost('sso/passwordLogin', () => ok(loginResult(), '登录成功'));
    showLogin();
    fireEvent.click(screen.getByRole('button', { name: '密码登录' }));
    type(screen.getByLabelText('手机号'), '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入密码');
    type(screen.getByLabelText('密码'), 'linjiang2024');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/activityVote/1/1.html'));
    expect(forms['sso/passwordLogin']).toMatchObject({ phone: '13800138000', password: 'linjiang2024' });
    expect(readToken(localStorage, 'security')).toBe('member-access');
    expect(readToken(localStorage, 'refresh')).toBe('member-refresh');
  });

  it('says so when the server cannot confirm the login', async () => {
    recordPost('sso/passwordLogin', () => ok(loginResult()));
    server.use(http.post('http://localhost/api/session', () => HttpResponse.json({}, { status: 502 })));
    showLogin();
    fireEvent.click(screen.getByRole('button', { name: '密码登录' }));
    type(screen.getByLabelText('手机号'), '13800138000');
    type(screen.getByLabelText('密码'), 'linjiang2024');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误');
    expect(loadPage).not.toHaveBeenCalled();
    // The reader's draft survives the failed send, and the form may be sent again.
    expect(screen.getByLabelText('手机号')).toHaveValue('13800138000');
    expect(screen.getByLabelText('密码')).toHaveValue('linjiang2024');
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
  });
});

describe('after a first login', () => {
  it('asks for the member’s details, then a password that must match, then goes back', async () => {
    recordPost('sso/smsLogin', () => ok(loginResult(true), '登录成功'));
    recordPost('main/member/info', () => ok({ ...member, nickname: '江边人' }, '资料已保存'));
    showLogin();
    type(screen.getByLabelText('手机号'), '13900001111');
    type(screen.getByLabelText('短信验证码'), '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('heading', { name: '完善资料' })).toBeInTheDocument();
    const nickname = screen.getByLabelText('昵称');
    expect(nickname).toHaveValue('用户1234');
    type(nickname, '');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入昵称');
    // The refusal names the field it is about.
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    expect(nickname).toHaveAccessibleDescription('请输入昵称');
    expect(screen.getByLabelText('简介')).not.toHaveAttribute('aria-invalid');
    type(nickname, '江边人');
    fireEvent.click(screen.getByRole('radio', { name: '女' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByRole('heading', { name: '设置密码' })).toBeInTheDocument();
    expect(forms['main/member/info']).toMatchObject({ nickname: '江边人', sex: '2' });
    recordPost('sso/setPassword', () => refused('密码至少8位，须同时包含字母和数字'));
    type(screen.getByLabelText('密码'), 'abcd1234');
    type(screen.getByLabelText('确认密码'), 'abcd1235');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent('两次输入的密码不一致');
    type(screen.getByLabelText('确认密码'), '');
    type(screen.getByLabelText('确认密码'), 'abcd1234');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('密码至少8位，须同时包含字母和数字');

    recordPost('sso/setPassword', () => ok(member, '密码设置成功'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/activityVote/1/1.html'));
    expect(forms['sso/setPassword']).toEqual(
      expect.objectContaining({ password: 'abcd1234', confirmPassword: 'abcd1234' }),
    );
  });

  it('lets the member skip both steps', async () => {
    recordPost('sso/smsLogin', () => ok(loginResult(true)));
    showLogin();
    type(screen.getByLabelText('手机号'), '13900001111');
    type(screen.getByLabelText('短信验证码'), '123456');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    fireEvent.click(await screen.findByRole('button', { name: '跳过' }));
    await screen.findByRole('heading', { name: '设置密码' });
    fireEvent.click(screen.getByRole('button', { name: '跳过' }));
    expect(loadPage).toHaveBeenCalledWith('/activityVote/1/1.html');
  });
});
