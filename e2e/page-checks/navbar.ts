export const services = ['Takedowns', 'Phishing Simulation', 'Website Monitoring', 'Dark Web Scanning']
export const industries = ['Manufacturing', 'Financial', 'Retail']
export const general = ['Pricing', 'Blog', 'Contact Us', 'Report']
