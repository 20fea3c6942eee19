/// What the status bar draws besides its style: like the Simulator's
/// `simctl status_bar override`, each can be set (DEV-5).
public struct StatusBarOverrides: Equatable, Hashable, Sendable {
    /// The time text.
    public var time = "9:41"
    /// Battery level, 0…1.
    public var batteryLevel = 1.0
    /// Cellular bars, 0…4.
    public var cellularBars = 4
    /// Wi-Fi bars, 0…3.
    public var wifiBars = 3

    /// The Simulator's defaults: 9:41, 100 %, full bars.
    public init() {}
}
