import HandheldCore

/// The surface the device lies on: a themed part of the window itself, subscribed to the
/// app's ThemeProvider (THEME-2) so it darkens with dark themes and lightens with light ones.
final class Desk {
    private(set) var color = Color(0.17, 0.17, 0.19)

    func apply(_ theme: Theme) {
        let light = theme.statusBarStyle != .lightContent
        color = light ? Color(0.80, 0.81, 0.83) : Color(0.17, 0.17, 0.19)
    }
}
