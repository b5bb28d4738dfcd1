/** nginx listens here; the instances on the next two ports. */
export const scaleOutPort = Number(process.env.SCALE_OUT_PORT ?? 5110);
