import HandheldCore

/// Issue 49: UIKit's own controllers as UIKit shows them when the app sets no style, so that an
/// imported scenario draws an alert as an alert, not as a page sheet. None of them takes status
/// bar control: the controller below keeps deciding (SB-2). This project's choice where Apple
/// documents no style: an alert and an action sheet are drawn over a dimmed screen
/// (`.overFullScreen`, which does not take control, as UIKit's alert presentation does not);
/// the share sheet and the mail and message composers as a sheet (`.pageSheet`), as they appear
/// on an iPhone.
enum SystemControllers {
    /// The style UIKit gives the class's presentation when the app gives none, and a word for
    /// the scenario's readMe; nil for a class that is not one of these.
    static func presentation(of className: String) -> (style: ModalPresentationStyle, shownAs: String, dimming: Color?)? {
        switch className {
        // The dimming: black at a fifth, as the screen below an alert looks (this project's choice).
        case "UIAlertController": (.overFullScreen, tr("an alert over a dimmed screen"), Color(0, 0, 0, 0.2))
        case "UIActivityViewController": (.pageSheet, tr("a share sheet"), nil)
        case "MFMailComposeViewController", "MFMessageComposeViewController": (.pageSheet, tr("a composer sheet"), nil)
        default: nil
        }
    }

    /// Whether a class is one of Apple's frameworks' (UIKit's, SafariServices', MessageUI's…):
    /// not a class whose source the app forgot.
    static func isApple(_ className: String) -> Bool {
        ["UI", "SF", "MF", "AV", "PH", "CN", "QL", "SK", "GK", "WK", "EK", "MK", "PK"].contains { className.hasPrefix($0) }
            && className.dropFirst(2).first?.isUppercase == true
    }
}
