//! Sharing the players' page, as the front ends need it below any one of them: the QR code of
//! its address drawn in text, the address on the local network others can reach, and
//! [`Sharing`], the handle the keeper's screen holds while the page is served (the command line
//! hands the screen the function that starts the server, so that the screen never names it).

use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};

/// The page being served: its address, and how to send it the players' view anew. Dropping it
/// stops the server.
pub struct Sharing {
    pub url: String,
    publish: Box<dyn Fn(String) + Send>,
    _server: Box<dyn std::any::Any + Send>,
}

impl std::fmt::Debug for Sharing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sharing").field("url", &self.url).finish()
    }
}

impl Sharing {
    /// A handle on a running server: `publish` sends it a view's JSON; dropping `server` stops
    /// it.
    pub fn new(
        url: String,
        publish: Box<dyn Fn(String) + Send>,
        server: Box<dyn std::any::Any + Send>,
    ) -> Sharing {
        Sharing {
            url,
            publish,
            _server: server,
        }
    }

    /// Sends the page the players' view as it now stands (its JSON).
    pub fn publish(&self, json: String) {
        (self.publish)(json);
    }
}

/// How the keeper's screen starts sharing: the address to listen on (`None`: the config's or the
/// machine's own on the local network) and the first view's JSON; the handle, or why not.
pub type Start = fn(Option<SocketAddr>, String) -> Result<Sharing, String>;

/// The machine's address on the local network: the one a UDP socket "connected" to a public
/// address would send from (connecting a UDP socket sends no packet). 127.0.0.1 when there is
/// no network.
pub fn lan_address() -> IpAddr {
    let local = || -> std::io::Result<IpAddr> {
        let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))?;
        socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
        Ok(socket.local_addr()?.ip())
    };
    match local() {
        Ok(ip) if !ip.is_unspecified() => ip,
        _ => IpAddr::V4(Ipv4Addr::LOCALHOST),
    }
}

/// The QR code of `text` in Unicode half blocks, two rows of modules to a line, with a quiet zone
/// of two modules. Light modules are drawn as blocks, so that on the usual light-on-dark terminal
/// the code reads dark on light as a phone expects. `None` if the text is too long for a code.
///
/// An `http://` address is encoded in upper case: its scheme and host do not mind, and the
/// players' page has an upper-case path, so the code can use QR's denser alphanumeric mode (a
/// 60-character address in 17 lines rather than 19).
pub fn qr_lines(text: &str) -> Option<Vec<String>> {
    use qrcode::{Color, EcLevel, QrCode};
    let upper;
    let text = if text.starts_with("http://") {
        upper = text.to_ascii_uppercase();
        upper.as_str()
    } else {
        text
    };
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::L).ok()?;
    let width = code.width();
    let colors = code.to_colors();
    const QUIET: usize = 2;
    let size = width + 2 * QUIET;
    // Whether the module at (x, y), quiet zone included, is light.
    let light = |x: usize, y: usize| -> bool {
        if x < QUIET || y < QUIET || x >= width + QUIET || y >= width + QUIET {
            return true;
        }
        colors[(y - QUIET) * width + (x - QUIET)] == Color::Light
    };
    let mut lines = Vec::with_capacity(size.div_ceil(2));
    for y in (0..size).step_by(2) {
        let line: String = (0..size)
            .map(|x| {
                let top = light(x, y);
                let bottom = y + 1 < size && light(x, y + 1);
                match (top, bottom) {
                    (true, true) => '█',
                    (true, false) => '▀',
                    (false, true) => '▄',
                    (false, false) => ' ',
                }
            })
            .collect();
        lines.push(line);
    }
    Some(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A page's address of about 60 characters fits an 80x24 screen's overlay.
    #[test]
    fn the_code_of_an_address_fits_a_small_screen() {
        let url = "http://192.168.100.200:8426/0123456789ABCDEF0123456789ABCDEF/";
        let lines = qr_lines(url).expect("a code");
        assert!(lines.len() <= 17, "{} lines", lines.len());
        assert!(
            lines
                .iter()
                .all(|l| l.chars().count() == lines[0].chars().count())
        );
        assert!(
            lines[0].chars().all(|c| c == '█'),
            "the quiet zone is light"
        );
    }
}
