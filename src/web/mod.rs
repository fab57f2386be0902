//! The players' page: a small HTTP server that streams the players' view model
//! ([`crate::systems::players`]) to browsers (phones at the table, a TV). It runs on a thread of
//! its own with a single-threaded tokio runtime, so the keeper's screen never waits on it.
//!
//! The newest view is held in a `tokio::sync::watch` channel: publishing replaces it and never
//! blocks, and each browser's event stream sends the latest value when it is ready for one, so a
//! slow client misses intermediate states and delays nobody. At most [`MAX_CLIENTS`] streams are
//! open at once; the next is refused with 503.
//!
//! Safety: everything lives under a random token of 128 bits (`/<token>/`, `/<token>/app.js`,
//! `/<token>/style.css`, `/<token>/view`, `/<token>/events`); any other path is 404; only GET and HEAD are
//! answered; there is no command of any kind. The page, its script and its style are compiled
//! into the binary (nothing is read from disk), and every answer says `no-store`, a
//! `default-src 'self'` content security policy, `nosniff` and `no-referrer`. Setup text reaches
//! the page only as JSON, which the script writes with `textContent`.

use crate::share::Sharing;
use axum::Router;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use std::convert::Infallible;
use std::net::{SocketAddr, TcpListener};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{Semaphore, oneshot, watch};

/// How many browsers may follow at once: a table, its phones and a TV, with room to spare.
pub const MAX_CLIENTS: usize = 32;

/// The port `follow --web` and the keeper's share key try first; when it is taken, any free
/// port.
pub const DEFAULT_PORT: u16 = 8426;

const PAGE: &str = include_str!("page/index.html");
const SCRIPT: &str = include_str!("page/app.js");
const STYLE: &str = include_str!("page/style.css");

/// Why the page could not be served.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    #[error(
        "cannot listen on {addr}: {source} (is another program using that port? name another \
         with --listen ADDRESS:PORT, or port 0 for any free one)"
    )]
    Bind {
        addr: SocketAddr,
        #[source]
        source: std::io::Error,
    },
    #[error("cannot start the players' page: {0}")]
    Start(#[source] std::io::Error),
}

/// The players' page being served. Dropping it stops the server and closes every stream.
#[derive(Debug)]
pub struct Server {
    addr: SocketAddr,
    token: String,
    latest: watch::Sender<Arc<str>>,
    stop: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// Listens on `addr` (port 0: any free port) and serves `first` (the view's JSON) until
    /// something newer is published. A port in use is an error, not a panic.
    pub fn start(addr: SocketAddr, first: String) -> Result<Server, WebError> {
        let listener = TcpListener::bind(addr).map_err(|source| WebError::Bind { addr, source })?;
        listener.set_nonblocking(true).map_err(WebError::Start)?;
        let addr = listener.local_addr().map_err(WebError::Start)?;
        // Upper-case hex: the whole address is then upper case but for its scheme and host (which
        // are case-insensitive), so its QR code can use the denser alphanumeric mode and fits an
        // 80x24 screen.
        let token = format!("{:032X}", rand::random::<u128>());
        let (latest, receiver) = watch::channel::<Arc<str>>(Arc::from(first));
        let (stop, stopped) = oneshot::channel();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_io()
            .enable_time()
            .build()
            .map_err(WebError::Start)?;
        let app = router(&token, receiver);
        let thread = std::thread::Builder::new()
            .name("chasetrack-web".to_string())
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        return;
                    };
                    tokio::select! {
                        _ = axum::serve(listener, app) => {}
                        _ = stopped => {}
                    }
                });
                // Dropping the runtime here ends every stream still open.
            })
            .map_err(WebError::Start)?;
        Ok(Server {
            addr,
            token,
            latest,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// Makes `json` the view every browser is sent next. Never blocks.
    pub fn publish(&self, json: String) {
        self.latest.send_if_modified(|now| {
            if **now == *json {
                return false;
            }
            *now = Arc::from(json);
            true
        });
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The page's path: `/<token>/`.
    pub fn path(&self) -> String {
        format!("/{}/", self.token)
    }

    /// The page's address for a browser, naming `host` (an address others can reach), or the
    /// listening address when it listens on a particular one.
    pub fn url_for(&self, host: std::net::IpAddr) -> String {
        let host = if self.addr.ip().is_unspecified() {
            host
        } else {
            self.addr.ip()
        };
        let shown = SocketAddr::new(host, self.addr.port());
        format!("http://{shown}{}", self.path())
    }

    /// The page's address as it listens.
    pub fn url(&self) -> String {
        format!("http://{}{}", self.addr, self.path())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// The five answers under the token (the page, its script and style, the view as it stands for
/// the page's first drawing, the stream of views), the headers every answer carries, 404 for the rest.
fn router(token: &str, latest: watch::Receiver<Arc<str>>) -> Router {
    let slots = Arc::new(Semaphore::new(MAX_CLIENTS));
    Router::new()
        .route(
            &format!("/{token}/"),
            get(|| async { asset("text/html; charset=utf-8", PAGE) }),
        )
        .route(
            &format!("/{token}/app.js"),
            get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }),
        )
        .route(
            &format!("/{token}/style.css"),
            get(|| async { asset("text/css; charset=utf-8", STYLE) }),
        )
        .route(&format!("/{token}/view"), {
            let latest = latest.clone();
            get(move || async move {
                let json = latest.borrow().clone();
                (
                    [(header::CONTENT_TYPE, "application/json")],
                    json.to_string(),
                )
                    .into_response()
            })
        })
        .route(
            &format!("/{token}/events"),
            get(move || events(latest.clone(), slots.clone())),
        )
        .fallback(|| async { (StatusCode::NOT_FOUND, "not found\n") })
        .layer(axum::middleware::map_response(guarded))
}

fn asset(kind: &'static str, body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, kind)], body).into_response()
}

/// The headers of every answer: nothing kept, nothing loaded from elsewhere, nothing guessed,
/// no address passed on.
async fn guarded(mut response: Response) -> Response {
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CACHE_CONTROL, "no-store"),
        (header::CONTENT_SECURITY_POLICY, "default-src 'self'"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "no-referrer"),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}

/// A browser's stream of views: the newest at once, then each newer one when it can take it.
async fn events(mut latest: watch::Receiver<Arc<str>>, slots: Arc<Semaphore>) -> Response {
    let Ok(slot) = slots.try_acquire_owned() else {
        return (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::RETRY_AFTER, "10")],
            "too many browsers are following this chase\n",
        )
            .into_response();
    };
    latest.mark_changed();
    let stream = futures_util::stream::unfold((latest, slot), |(mut latest, slot)| async move {
        // The sender gone: the server is stopping.
        latest.changed().await.ok()?;
        let json = latest.borrow_and_update().clone();
        let event = Event::default().event("view").data(&*json);
        Some((Ok::<Event, Infallible>(event), (latest, slot)))
    });
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(5)))
        .into_response()
}

/// Starts the page on `listen`, or when none is given on `host` at [`DEFAULT_PORT`] (any free
/// port if that one is taken).
pub fn start_on(
    listen: Option<SocketAddr>,
    host: std::net::IpAddr,
    first: String,
) -> Result<Server, WebError> {
    match listen {
        Some(addr) => Server::start(addr, first),
        None => Server::start(SocketAddr::new(host, DEFAULT_PORT), first.clone())
            .or_else(|_| Server::start(SocketAddr::new(host, 0), first)),
    }
}

/// Starts the page for the keeper's screen ([`crate::share::Start`]): on `listen` if given (the
/// config's `listen`), else on the machine's address on the local network, so that the phones
/// at the table can reach it.
pub fn share(listen: Option<SocketAddr>, first: String) -> Result<Sharing, String> {
    let host = crate::share::lan_address();
    let server = Arc::new(start_on(listen, host, first).map_err(|e| e.to_string())?);
    let url = server.url_for(host);
    let publisher = Arc::clone(&server);
    Ok(Sharing::new(
        url,
        Box::new(move |json| publisher.publish(json)),
        Box::new(server),
    ))
}
