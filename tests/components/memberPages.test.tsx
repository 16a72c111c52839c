import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { render } from './render';
import { resolveServerTree } from './serverTree';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import type { MemberInfo, PointsStats } from '@/lib/api/memberModel';
import type { SiteConfig } from '@/lib/api/siteConfig';
import { loadPage } from '@/lib/auth/loadPage';
import { InviteCard } from '@/components/member/InviteCard';
import { InvitedLanding } from '@/components/member/InvitedLanding';
import { InviteScreen } from '@/components/member/InviteScreen';
import { MemberHome } from '@/components/member/MemberHome';
import { PointsScreen } from '@/components/member/PointsScreen';
import { PublicMemberCard } from '@/components/member/PublicMemberCard';
import { SignInPrompt } from '@/components/member/SignInPrompt';
import cn from '@/messages/cn.json';

jest.mock('next-intl/server', () => ({
  getMessages: async () => cn,
  getLocale: async () => 'cn',
  getTimeZone: async () => 'Asia/Shanghai',
}));
jest.mock('@/lib/config/siteOrigin', () => ({
  absoluteUrl: async (path: string) => `https://news.example.cn${path}`,
}));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/lib/auth/loadPage', () => ({ loadPage: jest.fn() }));

/** A server screen as React renders it: its async parts (the islands' message providers) resolved. */
async function show(screenUi: Promise<ReactElement>) {
  render((await resolveServerTree(await screenUi)) as ReactElement);
}

const member: MemberInfo = {
  userid: '7',
  nickname: '临江读者',
  head: '',
  intro: '',
  createdAt: Date.parse('2025-03-01T08:00:00+08:00'),
  sex: 0,
  birthday: '',
  phone: '138****8000',
  hasPassword: false,
  wechatBound: true,
  inviteCode: 'ABC2345',
};
const points: PointsStats = {
  total: 1234,
  today: 3,
  rules: [
    { action: 'read', name: '阅读', points: 1, dailyMax: 10, todayCount: 3 },
    { action: 'share', name: '分享', points: 2, dailyMax: 5, todayCount: 0 },
  ],
};
const conf = { rules: '邀请好友得积分\n每人只能填写一次', inviterPoints: 10, inviteePoints: 10 };

beforeAll(startBrowserSession);

describe('获取会员信息', () => {
  it('shows the member, their points and the ways to their pages', async () => {
    await show(MemberHome({ member, points }));
    expect(screen.getByRole('heading', { level: 1, name: '临江读者' })).toBeInTheDocument();
    expect(screen.getByText('这个人很懒，什么都没写')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1,234' })).toHaveAttribute('href', '/integralShop.html');
    expect(screen.getByText('138****8000')).toBeInTheDocument();
    expect(screen.getByText('ABC2345')).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: '我的' }));
    const links = menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['我的订阅', '/mySubscriptions.html'],
      ['我的收藏', '/myFavorites.html'],
      ['我的报料', '/myTipoffs.html'],
      ['我的投稿', '/inputArticleDetail.html'],
      ['订阅号', '/subscriptionList.html'],
      ['积分明细', '/integralShop.html'],
      ['邀请码', '/invite.html'],
      ['您的专属邀请码', '/shareinvite.html'],
      ['我的主页', '/userDetail/7.html'],
      ['编辑资料', '/login.html?step=profile&redirect=%2FgetUserInfo.html'],
      ['设置密码', '/login.html?step=password&redirect=%2FgetUserInfo.html'],
    ]);
  });

  it('signs out through the server, then goes home; a failure is said and nothing changes', async () => {
    let deletes = 0;
    server.use(
      http.delete('http://localhost/api/session', () => {
        deletes += 1;
        return HttpResponse.json({}, { status: deletes === 1 ? 502 : 200 });
      }),
    );
    await show(MemberHome({ member, points }));
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误');
    expect(loadPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/home.html'));
    expect(deletes).toBe(2);
  });

  it('offers signed-out readers the login page, which comes back here', async () => {
    await show(SignInPrompt({ title: '获取会员信息', path: '/getUserInfo.html' }));
    expect(screen.getByRole('heading', { name: '获取会员信息' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/login.html?redirect=%2FgetUserInfo.html',
    );
  });

  it('shows another member only what they show everyone', async () => {
    await show(PublicMemberCard({ member: { ...member, intro: '爱读新闻' } }));
    expect(screen.getByRole('heading', { name: '临江读者' })).toBeInTheDocument();
    expect(screen.getByText('爱读新闻')).toBeInTheDocument();
    expect(screen.getByText('2025年3月1日加入')).toBeInTheDocument();
    expect(screen.queryByText('138****8000')).not.toBeInTheDocument();
  });
});

describe('积分明细', () => {
  it('shows the total, each action’s rule and the days, with the next page', async () => {
    const days = {
      list: [
        {
          date: '2025-06-02',
          total: 3,
          items: [
            { action: 'read', name: '阅读', fileId: 12, title: '江上新桥通车', points: 1, time: 2 },
            { action: 'invite', name: '邀请', fileId: 9, title: '', points: 10, time: 1 },
          ],
        },
      ],
      hasMore: true,
      page: 1,
    };
    await show(PointsScreen({ stats: points, days }));
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('每次+1，每天最多10次，今天已3次')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '江上新桥通车' })).toHaveAttribute(
      'href',
      '/newsDetail/0/12.html',
    );
    expect(screen.getByText('邀请')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute('href', '/integralShop.html?page=2');
    expect(screen.queryByRole('link', { name: '上一页' })).not.toBeInTheDocument();
  });

  it('says so when there are no points yet', async () => {
    await show(PointsScreen({ stats: points, days: { list: [], hasMore: false, page: 1 } }));
    expect(screen.getByText('还没有积分记录')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('邀请码', () => {
  const code = {
    code: 'ABC2345',
    msg: '填写我的邀请码 ABC2345，你我各得10积分',
    invitedCount: 1,
    inviter: null,
  };
  const records = {
    list: [{ userid: '9', nickname: '江边人', head: '', intro: '', createdAt: 0, time: 1_750_000_000_000 }],
    total: 1,
    hasMore: false,
    page: 1,
  };

  it('shows the code, whom the member invited and the rules, and takes a friend’s code once', async () => {
    let sent: string | null = null;
    server.use(
      http.post('http://localhost/api/main/invite/use', async ({ request }) => {
        sent = new URLSearchParams(await request.text()).get('code');
        return sent === 'XYZ2345'
          ? HttpResponse.json({ status: 0, message: '邀请码使用成功', data: { added: 10, total: 20 } })
          : HttpResponse.json({ status: -1, message: '邀请码不存在', data: null });
      }),
    );
    await show(InviteScreen({ code, records, conf }));
    expect(screen.getByText('ABC2345')).toBeInTheDocument();
    expect(screen.getByText('已邀请1位好友')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '江边人' })).toHaveAttribute('href', '/userDetail/9.html');
    expect(screen.getByText('每人只能填写一次')).toBeInTheDocument();

    const field = screen.getByLabelText('填写好友的邀请码');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入邀请码');
    fireEvent.change(field, { target: { value: 'NOP2345' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('邀请码不存在');
    fireEvent.change(field, { target: { value: 'XYZ2345' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('status')).toHaveTextContent('邀请码使用成功，积分+10');
    expect(sent).toBe('XYZ2345');
    expect(refresh).toHaveBeenCalled();
  });

  it('names the inviter instead of the form once a code was used', async () => {
    const inviter = { userid: '3', nickname: '老读者', head: '', intro: '', createdAt: 0 };
    await show(InviteScreen({ code: { ...code, inviter }, records, conf }));
    expect(screen.getByText(/邀请人：老读者/)).toBeInTheDocument();
    expect(screen.queryByLabelText('填写好友的邀请码')).not.toBeInTheDocument();
  });

  it('makes a card with the link anyone may open', async () => {
    await show(InviteCard({ member, code, conf }));
    expect(screen.getByRole('heading', { name: '您的专属邀请码' })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      'https://news.example.cn/invitedToDownload/7/ABC2345.html',
    );
  });

  it('lands an invited reader on the code and the app’s downloads', async () => {
    const config = { downloadLinks: { android: 'https://example.com/app.apk', ios: '' } } as SiteConfig;
    render(
      await InvitedLanding({
        inviter: { ...member, head: '' },
        code: 'ABC2345',
        conf,
        config,
        inWeChat: false,
      }),
    );
    expect(screen.getByRole('heading', { name: '临江读者邀请你加入' })).toBeInTheDocument();
    expect(screen.getByText('ABC2345')).toBeInTheDocument();
    expect(screen.getByText(/可得10积分/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Android/ })).toHaveAttribute(
      'href',
      'https://example.com/app.apk',
    );
  });

  it('offers no download on a site without a download address, rather than a dead end', async () => {
    const config = { downloadLinks: { android: '', ios: '' } } as SiteConfig;
    render(await InvitedLanding({ inviter: null, code: 'ABC2345', conf, config, inWeChat: false }));
    expect(screen.getByText('ABC2345')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('暂未提供客户端下载地址')).not.toBeInTheDocument();
  });
});
