//! The players' page through its real server on 127.0.0.1, spoken to over plain TCP with read
//! timeouts: what it serves under its token and refuses elsewhere, that a published view reaches
//! a browser's event stream within a second, that a browser that never reads and a hundred that
//! come and go delay nobody, that the 33rd at once is refused, and `follow --web` as a process
//! following a journal the test writes.

use chasetrack::autosave::{Autosave, Record};
use chasetrack::dice::Roller;
use chasetrack::setup;
use chasetrack::systems::coc7::rules::Command;
use chasetrack::systems::{AnyCommand, Chase};
use chasetrack::web::{MAX_CLIENTS, Server};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::time::{Duration, Instant};

const SECOND: Duration = Duration::from_secs(1);

/// An answer: status code, headers in lower case, body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Answer {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

fn connect(addr: SocketAddr) -> TcpStream {
    let stream = TcpStream::connect_timeout(&addr, SECOND).expect("the server answers");
    stream.set_read_timeout(Some(SECOND * 3)).unwrap();
    stream.set_write_timeout(Some(SECOND * 3)).unwrap();
    stream
}

/// One request with `Connection: close`, read to its end.
pub fn request(addr: SocketAddr, method: &str, path: &str) -> Answer {
    let mut stream = connect(addr);
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    let _ = stream.read_to_end(&mut raw);
    parse(&String::from_utf8_lossy(&raw))
}

fn parse(raw: &str) -> Answer {
    let (head, body) = raw.split_once("\r\n\r\n").unwrap_or((raw, ""));
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_lowercase(), v.trim().to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: body.to_string(),
    }
}

/// A browser's event stream: the answer's head read, events read one at a time.
pub struct Events {
    reader: BufReader<TcpStream>,
    pub status: u16,
    pub head: String,
}

impl Events {
    pub fn open(addr: SocketAddr, path: &str) -> Events {
        let mut stream = connect(addr);
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
        )
        .unwrap();
        let mut reader = BufReader::new(stream);
        let mut head = String::new();
        loop {
            let mut line = String::new();
            match reader.read_line(&mut line) {
                Ok(0) | Err(_) => break,
                Ok(_) if line == "\r\n" => break,
                Ok(_) => head.push_str(&line),
            }
        }
        let status = parse(&head).status;
        Events {
            reader,
            status,
            head,
        }
    }

    /// The data of the next `view` event, waiting at most `within`.
    pub fn next(&mut self, within: Duration) -> Option<String> {
        let deadline = Instant::now() + within;
        let mut data = None;
        loop {
            let left = deadline.checked_duration_since(Instant::now())?;
            self.reader
                .get_ref()
                .set_read_timeout(Some(left.max(Duration::from_millis(1))))
                .ok()?;
            let mut line = String::new();
            match self.reader.read_line(&mut line) {
                Ok(0) | Err(_) => return None,
                Ok(_) => {}
            }
            // A chunked body's size lines carry no colon; the event's lines do.
            let line = line.trim_end();
            if let Some(rest) = line.strip_prefix("data:") {
                data = Some(rest.trim_start().to_string());
            } else if line.is_empty() && data.is_some() {
                return data;
            }
        }
    }
}

fn started(first: &str) -> (Server, SocketAddr) {
    let server = Server::start("127.0.0.1:0".parse().unwrap(), first.to_string()).unwrap();
    let addr = server.addr();
    (server, addr)
}

#[test]
fn the_page_its_script_style_and_events_are_served_under_the_token_only() {
    let (server, addr) = started(r#"{"round":"Round 1"}"#);
    let path = server.path();
    assert_eq!(path.len(), 34, "a 128-bit token in hex: {path}");
    for (file, kind) in [
        ("", "text/html"),
        ("app.js", "text/javascript"),
        ("style.css", "text/css"),
    ] {
        let answer = request(addr, "GET", &format!("{path}{file}"));
        assert_eq!(answer.status, 200, "{file}: {answer:?}");
        assert!(
            answer
                .header("content-type")
                .unwrap_or("")
                .starts_with(kind)
        );
        assert_eq!(answer.header("cache-control"), Some("no-store"));
        assert_eq!(
            answer.header("content-security-policy"),
            Some("default-src 'self'")
        );
        assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
        assert_eq!(answer.header("referrer-policy"), Some("no-referrer"));
        assert!(!answer.body.is_empty());
        assert_eq!(request(addr, "HEAD", &format!("{path}{file}")).status, 200);
    }
    let page = request(addr, "GET", &path).body;
    assert!(
        !page.contains("<script>") && !page.contains("<style"),
        "no inline script or style"
    );
    let script = request(addr, "GET", &format!("{path}app.js")).body;
    assert!(!script.contains("innerHTML") && !script.contains("fetch("));
    let mut events = Events::open(addr, &format!("{path}events"));
    assert_eq!(events.status, 200, "{}", events.head);
    assert!(
        events
            .head
            .to_lowercase()
            .contains("content-type: text/event-stream"),
        "{}",
        events.head
    );
    assert_eq!(
        events.next(SECOND).as_deref(),
        Some(r#"{"round":"Round 1"}"#)
    );

    let wrong = format!("/{}/", "0".repeat(32));
    for other in [
        "/",
        "/index.html",
        "/app.js",
        "/events",
        wrong.as_str(),
        &format!("{wrong}events"),
        &format!("{path}nothing"),
        &format!("{path}../etc/passwd"),
        &path[..path.len() - 1],
    ] {
        assert_eq!(request(addr, "GET", other).status, 404, "{other}");
    }
    for method in ["POST", "PUT", "DELETE", "PATCH"] {
        for file in ["", "events"] {
            let status = request(addr, method, &format!("{path}{file}")).status;
            assert!(status == 405 || status == 404, "{method} {file}: {status}");
        }
    }
}

#[test]
fn a_published_view_reaches_a_following_browser_within_a_second() {
    let (server, addr) = started("{\"n\":0}");
    let mut events = Events::open(addr, &format!("{}events", server.path()));
    assert_eq!(events.next(SECOND).as_deref(), Some("{\"n\":0}"));
    for n in 1..=3 {
        let sent = Instant::now();
        server.publish(format!("{{\"n\":{n}}}"));
        assert_eq!(events.next(SECOND), Some(format!("{{\"n\":{n}}}")));
        assert!(sent.elapsed() < SECOND);
    }
}

#[test]
fn a_browser_that_never_reads_and_a_hundred_that_come_and_go_delay_nobody() {
    let (server, addr) = started("{}");
    let events = format!("{}events", server.path());
    // It asks for the stream and never reads a byte of it, while big views pile up.
    let mut stalled = connect(addr);
    write!(stalled, "GET {events} HTTP/1.1\r\nHost: {addr}\r\n\r\n").unwrap();
    let big = format!("{{\"log\":\"{}\"}}", "x".repeat(200_000));
    for n in 0..40 {
        server.publish(format!("{big}{n}"));
    }
    for turn in 0..100 {
        let started = Instant::now();
        let mut browser = Events::open(addr, &events);
        assert_eq!(browser.status, 200, "browser {turn}: {}", browser.head);
        assert!(browser.next(SECOND).is_some(), "browser {turn}");
        assert!(started.elapsed() < SECOND, "browser {turn} waited");
    }
    let started = Instant::now();
    let mut last = Events::open(addr, &events);
    assert!(last.next(SECOND).is_some());
    server.publish("{\"after\":1}".to_string());
    assert_eq!(last.next(SECOND).as_deref(), Some("{\"after\":1}"));
    assert!(started.elapsed() < SECOND * 2);
    drop(stalled);
}

#[test]
fn the_thirty_third_browser_at_once_is_refused() {
    let (server, addr) = started("{}");
    let events = format!("{}events", server.path());
    let mut open: Vec<Events> = (0..MAX_CLIENTS)
        .map(|_| Events::open(addr, &events))
        .collect();
    for (n, browser) in open.iter_mut().enumerate() {
        assert_eq!(browser.status, 200, "browser {n}");
        assert!(browser.next(SECOND).is_some(), "browser {n}");
    }
    let refused = Events::open(addr, &events);
    assert_eq!(refused.status, 503, "{}", refused.head);
    // The page itself is still served, and a place freed is taken again.
    assert_eq!(request(addr, "GET", &server.path()).status, 200);
    drop(open.pop());
    let deadline = Instant::now() + SECOND * 3;
    loop {
        let mut again = Events::open(addr, &events);
        if again.status == 200 {
            assert!(again.next(SECOND).is_some());
            break;
        }
        assert!(Instant::now() < deadline, "the freed place stays taken");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn an_address_in_use_is_told_not_a_panic() {
    let (server, addr) = started("{}");
    let error = Server::start(addr, "{}".to_string())
        .unwrap_err()
        .to_string();
    assert!(
        error.contains(&addr.to_string()) && error.contains("--listen"),
        "{error}"
    );
    drop(server);
}

/// `chasetrack follow --web` as a process: the address it prints, then each command written
/// into the journal reaching the event stream within a second.
#[test]
fn follow_web_publishes_what_the_keeper_writes_within_a_second() {
    let dir = tempfile::tempdir().unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = setup::load(&file).unwrap();
    let journal = dir.path().join("farm.journal");
    let mut save = Autosave::create(&journal, &setup, Some(&file)).unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_chasetrack"))
        .args(["follow", "--web", "--listen", "127.0.0.1:0"])
        .arg(&journal)
        .env("HOME", dir.path())
        .env("XDG_DATA_HOME", dir.path())
        .env("XDG_CONFIG_HOME", dir.path())
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let _kill = KillOnDrop(child.id());
    let stdout = child.stdout.take().unwrap();
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Some(at) = line.find("http://") {
                let _ = sender.send(line[at..].trim().to_string());
                return;
            }
        }
    });
    let url = receiver
        .recv_timeout(Duration::from_secs(20))
        .expect("follow --web prints its address");
    let rest = url.trim_start_matches("http://");
    let (host, path) = rest.split_at(rest.find('/').unwrap());
    let addr: SocketAddr = host.parse().unwrap();
    let mut events = Events::open(addr, &format!("{path}events"));
    let first = events.next(SECOND * 5).expect("the first view");
    assert!(first.contains("\"system\":\"coc7\""), "{first}");

    let Chase::Coc7(session) = setup.chase.clone() else {
        panic!("a Call of Cthulhu chase");
    };
    let cut = Command::CutToChase { range: None };
    let entry = session.try_command(&cut, &mut Roller::given([])).unwrap();
    let written = Instant::now();
    save.append(&Record::Command {
        command: AnyCommand::Coc7(cut),
        dice: entry.dice.clone(),
    })
    .unwrap();
    let next = events
        .next(SECOND)
        .expect("the command's view within a second");
    assert!(written.elapsed() < SECOND);
    assert!(next.contains("Round 1"), "{next}");
    let _ = child.kill();
    let _ = child.wait();
}

/// Ends the process a test started, whatever happens to the test.
struct KillOnDrop(u32);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = std::process::Command::new("kill")
            .arg(self.0.to_string())
            .status();
    }
}

/// The keeper's share key: the page starts in the keeper's own chasetrack, the overlay shows
/// its address and QR code at 80x24, each command reaches a following browser within a second,
/// and the key again offers to stop, which closes the page.
#[test]
fn the_keepers_share_key_serves_the_chase_and_stops() {
    use crate::players_secrets::key_for;
    use crate::tui_common::{app_with_journal, press, screen};
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = setup::load(&file).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(setup, &dir).with_sharing(|_, first| {
        chasetrack::web::share(Some("127.0.0.1:0".parse().unwrap()), first)
    });
    press(&mut app, "<C-w>");
    let url = app.sharing_url().expect("sharing").to_string();
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Sharing the players' view at"), "{shown}");
    assert!(
        shown.contains('▀') || shown.contains('▄'),
        "a QR code at 80x24:\n{shown}"
    );
    press(&mut app, "n");
    assert!(
        screen(&app, 120, 40).contains(&format!("Sharing the players' view at {url}")),
        "the status line says so"
    );
    let rest = url.trim_start_matches("http://");
    let (host, path) = rest.split_at(rest.find('/').unwrap());
    let addr: SocketAddr = host.parse().unwrap();
    let mut events = Events::open(addr, &format!("{path}events"));
    assert!(events.next(SECOND).is_some());
    let before = app.chase().journal_len();
    let mut choice = 3u16;
    while app.chase().journal_len() == before {
        choice = choice.wrapping_mul(31).wrapping_add(7);
        let key = key_for(&app, choice);
        app.key(key);
    }
    let view = events
        .next(SECOND)
        .expect("the command's view within a second");
    assert!(view.contains("\"system\":\"coc7\""));
    press(&mut app, "<C-w>");
    press(&mut app, "y");
    assert!(app.sharing_url().is_none());
    assert_eq!(events.next(SECOND), None, "the stream ends with the page");
}
